// The frame of /dashboard/properties/:id (the units list is ./office-units-table.ts,
// listRoute): the office's name in the heading, "add a unit", and the office's documents
// below the list.
import { Box, Button, Heading, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { $api } from '@/api/query';
import type { ListFrame } from '@/engines/table';
import { OfficeDocuments } from './office-documents';

export const OfficeUnitsFrame: ListFrame = ({ title, children }) => {
  const { t } = useTranslation('offices');
  const id = Number(useParams().id);
  const office = $api.useQuery('get', '/apiBack/v1/user/offices/{id}', {
    params: { path: { id } },
  });
  return (
    <Box>
      <HStack justify="space-between" mb="5" wrap="wrap" gap="3">
        <Heading as="h1" size="lg">
          {title} {office.data?.data.name ? `— ${office.data.data.name}` : ''}
        </Heading>
        <Button asChild colorPalette="brand">
          <Link to={`/addunit/${id}`}>{t('actions.addUnit')}</Link>
        </Button>
      </HStack>
      {children}
      {office.data && (
        <Box mt="8">
          <OfficeDocuments office={office.data.data} />
        </Box>
      )}
    </Box>
  );
};
