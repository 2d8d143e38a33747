// The floor to beat: a minimal Chakra UI page (defaultSystem, one heading, one
// paragraph, one button), built the same way as the app. The bench measures it
// beside the real home page so our numbers have a reference point.
import { Box, Button, ChakraProvider, defaultSystem, Heading, Text } from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <ChakraProvider value={defaultSystem}>
    <Box p="8" maxW="2xl" mx="auto">
      <Heading size="2xl">مساحات عمل في المملكة</Heading>
      <Text mt="4">صفحة مرجعية صغيرة لقياس الحد الأدنى.</Text>
      <Button mt="6" colorPalette="green">
        ابحث
      </Button>
    </Box>
  </ChakraProvider>,
);
