// The legend of the day states, with the grid's own swatches.
import { Box, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DAY_STATES, DAY_STYLE } from './day-states';

export function CalendarLegend() {
  const { t } = useTranslation('calendar');
  return (
    <HStack
      as="ul"
      gap="4"
      wrap="wrap"
      listStyleType="none"
      aria-label={t('legend')}
      data-testid="calendar-legend"
    >
      {DAY_STATES.map((s) => (
        <HStack as="li" key={s} gap="2">
          <Box
            w="4"
            h="4"
            borderRadius="sm"
            borderWidth="1px"
            borderColor="border"
            bg={DAY_STYLE[s].bg}
            backgroundImage={DAY_STYLE[s].pattern}
            aria-hidden
          />
          <Text fontSize="sm">{t(`states.${s}`)}</Text>
        </HStack>
      ))}
    </HStack>
  );
}
