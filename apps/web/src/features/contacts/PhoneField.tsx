import { Group, Select, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { onlyDigits, PHONE_CODES } from './contact-fields';

interface PhoneFieldProps {
  /** Input props of the calling-code field. */
  code: GetInputPropsReturnType;
  /** Input props of the number field. */
  number: GetInputPropsReturnType;
  onNumberChange(digits: string): void;
}

/** Calling code (Colombia by default) and the number, digits only. */
export function PhoneField({ code, number, onNumberChange }: PhoneFieldProps) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Select label="Indicativo" data={PHONE_CODES} allowDeselect={false} w={170} {...code} />
      <TextInput label="Teléfono" withAsterisk inputMode="tel" autoComplete="tel-national" style={{ flex: 1 }}
        {...number} onChange={(e) => onNumberChange(onlyDigits(e.currentTarget.value))} />
    </Group>
  );
}
