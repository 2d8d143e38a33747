// The input of the user's own Saudi mobile number (signing in, the contact form, the STC Pay
// wallet that pays or receives): read left to right on an Arabic page, the phone keyboard,
// the browser's saved number, and the local shape as its placeholder. What it accepts (either
// written form, stored as E.164) is the rule of schemas/lib/phone.ts, not this field's.
import type { Ref } from 'react';
import { Input, type InputProps } from '@chakra-ui/react/input';

export function MobileInput(props: InputProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <Input
      dir="ltr"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="05XXXXXXXX"
      {...props}
    />
  );
}
