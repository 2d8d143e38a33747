// The form-level message of useZodForm, announced to screen readers, above the submit button.
import { Alert } from '@chakra-ui/react/alert';

export function FormError({ message, testId }: { message: string | undefined; testId?: string }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
