import { useState } from 'react';
import { FormControl, FormHelperText, FormLabel, MenuItem, Stack, TextField } from '@mui/material';
import type { KakaoCategory } from '@console/contracts/kakao';

/** The codes from the top of the tree down to the node with `code` (empty when it is not in the tree). */
export function categoryPathTo(tree: readonly KakaoCategory[], code: string): string[] {
  for (const node of tree) {
    if (node.code === code) return [node.code];
    if (node.children) {
      const below = categoryPathTo(node.children, code);
      if (below.length > 0) return [node.code, ...below];
    }
  }
  return [];
}

export interface CategoryCascadeSelectProps {
  /** The group's label (a fieldset legend). */
  label: string;
  /** One label per level: 대분류, 중분류, 소분류. */
  levelLabels: string[];
  tree: readonly KakaoCategory[];
  /** The chosen leaf code, or '' while no leaf is chosen. */
  value: string;
  onChange(leafCode: string): void;
  error?: string;
  helperText?: string;
  disabled?: boolean;
}

/**
 * Kakao's category tree as cascading selects, one per level: choosing a level empties the levels
 * below it, and only a leaf (the last level) sets the value, so a half-chosen path stays ''.
 */
export function CategoryCascadeSelect({
  label,
  levelLabels,
  tree,
  value,
  onChange,
  error,
  helperText,
  disabled = false,
}: CategoryCascadeSelectProps) {
  const [path, setPath] = useState<string[]>(() => categoryPathTo(tree, value));
  // A value set from outside (a reset, an edit loaded later) moves the selects with it.
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== '') setPath(categoryPathTo(tree, value));
  }

  const levels: (readonly KakaoCategory[])[] = [tree];
  for (let level = 1; level < levelLabels.length; level += 1) {
    const parent = levels[level - 1]?.find((node) => node.code === path[level - 1]);
    levels.push(parent?.children ?? []);
  }

  const choose = (level: number, code: string) => {
    const next = [...path.slice(0, level), code];
    setPath(next);
    const node = levels[level]?.find((n) => n.code === code);
    const leaf = node && !node.children ? node.code : '';
    setSeenValue(leaf);
    onChange(leaf);
  };

  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {levelLabels.map((levelLabel, level) => (
          <TextField
            key={levelLabel}
            select
            size="small"
            label={levelLabel}
            value={path[level] ?? ''}
            onChange={(event) => choose(level, event.target.value)}
            disabled={disabled || (levels[level]?.length ?? 0) === 0}
            error={Boolean(error) && !path[level]}
            sx={{ minWidth: 150, flex: 1 }}
          >
            {(levels[level] ?? []).map((node) => (
              <MenuItem key={node.code} value={node.code}>
                {node.name}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Stack>
      {error || helperText ? <FormHelperText>{error ?? helperText}</FormHelperText> : null}
    </FormControl>
  );
}
