import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  InputLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useUi } from '@console/platform/hooks';
import { PocSection } from './poc-section';

const CHANNELS = Array.from({ length: 14 }, (_, i) => `channel-${i + 1}`);

/** The sample form's rules: messages are i18n keys, resolved when shown. */
const PocForm = z.object({
  name: z.string().trim().min(1, 'poc.form.nameRequired'),
  phone: z.string().regex(/^01[016789]-?\d{3,4}-?\d{4}$/, 'poc.form.phoneInvalid'),
  channel: z.string().min(1, 'poc.form.channelRequired'),
  date: z.string(),
  type: z.enum(['SMS', 'LMS', 'MMS']),
  agree: z.literal(true, { message: 'poc.form.agreeRequired' }),
  notify: z.boolean(),
  memo: z.string().max(100, 'poc.form.memoTooLong'),
});
type PocForm = z.infer<typeof PocForm>;

/** /poc/form: every form control, validated in place with zod through react-hook-form. */
export function PocFormPage() {
  const { t } = useTranslation('shell');
  const ui = useUi();
  const form = useForm<PocForm>({
    resolver: zodResolver(PocForm),
    defaultValues: {
      name: '',
      phone: '',
      channel: '',
      date: '',
      type: 'SMS',
      agree: false as unknown as true,
      notify: true,
      memo: '',
    },
  });
  const error = (field: keyof PocForm) => {
    const message = form.formState.errors[field]?.message;
    return message ? t(message) : undefined;
  };
  return (
    <PocSection title={t('poc.form.title')}>
      <Stack
        component="form"
        spacing={2.5}
        sx={{ width: 420 }}
        noValidate
        onSubmit={form.handleSubmit(() => ui.toast(t('poc.form.saved'), 'success'))}
      >
        <TextField
          label={t('poc.form.name')}
          {...form.register('name')}
          error={Boolean(error('name'))}
          helperText={error('name')}
        />
        <TextField
          label={t('poc.form.phone')}
          placeholder="010-1234-5678"
          {...form.register('phone')}
          error={Boolean(error('phone'))}
          helperText={error('phone')}
        />
        <Controller
          control={form.control}
          name="channel"
          render={({ field }) => (
            <FormControl error={Boolean(error('channel'))}>
              <InputLabel id="poc-channel">{t('poc.form.channel')}</InputLabel>
              <Select labelId="poc-channel" label={t('poc.form.channel')} {...field}>
                {CHANNELS.map((c) => (
                  <MenuItem key={c} value={c}>
                    {c}
                  </MenuItem>
                ))}
              </Select>
              <FormHelperText>{error('channel') ?? t('poc.form.dropdownNote')}</FormHelperText>
            </FormControl>
          )}
        />
        <TextField
          type="date"
          label={t('poc.form.date')}
          slotProps={{ inputLabel: { shrink: true } }}
          {...form.register('date')}
        />
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <FormControl>
              <FormLabel>{t('poc.form.type')}</FormLabel>
              <RadioGroup row {...field}>
                {['SMS', 'LMS', 'MMS'].map((v) => (
                  <FormControlLabel key={v} value={v} control={<Radio />} label={v} />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
        <FormControl error={Boolean(error('agree'))}>
          <FormControlLabel control={<Checkbox {...form.register('agree')} />} label={t('poc.form.agree')} />
          {error('agree') ? <FormHelperText>{error('agree')}</FormHelperText> : null}
        </FormControl>
        <FormControlLabel
          control={<Switch defaultChecked {...form.register('notify')} />}
          label={t('poc.form.notify')}
        />
        <TextField
          label={t('poc.form.memo')}
          multiline
          minRows={3}
          {...form.register('memo')}
          error={Boolean(error('memo'))}
          helperText={error('memo')}
        />
        <Button type="submit" variant="contained">
          {t('poc.form.submit')}
        </Button>
        <Typography variant="caption" color="text.secondary">
          {t('poc.sampleData')}
        </Typography>
      </Stack>
    </PocSection>
  );
}
