import { Box, FormControlLabel, FormHelperText, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { brandPriceKrw, BrandTargeting } from '@console/contracts/kakao-brand-send';
import { formatKrw } from '@console/ui/format';

export interface BrandTargetingFieldProps {
  value: BrandTargeting;
  onChange(targeting: BrandTargeting): void;
  error?: string;
}

/** Who may receive it, each with its price and what it means for the recipients who are not in that group. */
export function BrandTargetingField({ value, onChange, error }: BrandTargetingFieldProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" id="brand-targeting-label">
        {t('brandSend.targeting.label')}
      </Typography>
      <RadioGroup
        aria-labelledby="brand-targeting-label"
        value={value}
        onChange={(event) => onChange(BrandTargeting.parse(event.target.value))}
      >
        {BrandTargeting.options.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', mb: 0.5, '& .MuiRadio-root': { pt: 0.25 } }}
            label={
              <Box>
                <Typography variant="body2" fontWeight={600}>
                  {t(`brandSend.targeting.${option}`, { price: formatKrw(brandPriceKrw(option), i18n.language) })}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t(`brandSend.targeting.${option}Help`)}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Stack>
  );
}
