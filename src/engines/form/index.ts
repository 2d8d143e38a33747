export { useZodForm, type FormSchema, type ZodForm, type ZodFormOptions } from './use-zod-form';
export { FormError } from './form-error';
