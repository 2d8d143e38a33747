// One toaster for the whole app (Chakra). The <Toaster> that renders it lives in
// src/components/app-toaster.tsx; anything may push a toast through this instance.
import { createToaster } from '@chakra-ui/react/toast';

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 4 });
