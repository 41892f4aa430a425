import { MaskInput, type MaskInputProps } from '@mantine/core'

// Masked Brazilian fields. The mask edits the input through a ref, so the field is uncontrolled
// (defaultValue) and reports its masked text through onChange(value) — which is what Mantine
// form's getInputProps expects. To show a new value (editing another record), change `key`.
type Props = Omit<MaskInputProps, 'mask' | 'modify' | 'value' | 'defaultValue' | 'onChange'> & {
  value?: string
  onChange?: (value: string) => void
}

function MaskedField({ value, onChange, ...props }: Props & Pick<MaskInputProps, 'mask' | 'modify'>) {
  return <MaskInput slotChar={null} {...props} defaultValue={value} onChangeRaw={(_raw, masked) => onChange?.(masked)} />
}

/** Brazilian phone: (99) 9999-9999 for landlines, (99) 99999-9999 for mobiles, as typed. */
export function PhoneInput(props: Props) {
  return (
    <MaskedField
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      mask="(99) 9999-99999"
      modify={(value) => (value.replace(/\D/g, '').length > 10 ? { mask: '(99) 99999-9999' } : undefined)}
      {...props}
    />
  )
}

export function CpfInput(props: Props) {
  return <MaskedField inputMode="numeric" mask="999.999.999-99" {...props} />
}

export function CepInput(props: Props) {
  return <MaskedField inputMode="numeric" autoComplete="postal-code" mask="99999-999" {...props} />
}
