// The wizard's header: the numbered list of steps (the current one marked for screen
// readers too) and the current step's heading, which takes focus on every move.
import type { RefObject } from 'react';
import { Heading, List } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { StepDef } from './define-wizard';

export function StepProgress({
  ns,
  steps,
  step,
  headingRef,
}: {
  ns: string;
  steps: readonly StepDef[];
  step: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation([ns, 'wizard']);
  return (
    <>
      {steps.length > 1 && (
        <List.Root
          as="ol"
          display="flex"
          flexWrap="wrap"
          gap="2"
          mb="6"
          listStyleType="none"
          ms="0"
          aria-label={t('wizard:steps')}
        >
          {steps.map((s, i) => (
            <List.Item
              key={s.id}
              aria-current={i === step ? 'step' : undefined}
              px="3"
              py="1"
              borderRadius="full"
              fontSize="sm"
              bg={i === step ? 'brand.600' : i < step ? 'brand.100' : 'gray.100'}
              color={i === step ? 'white' : 'gray.800'}
            >
              {i + 1}. {t(`steps.${s.id}`, { ns })}
            </List.Item>
          ))}
        </List.Root>
      )}
      <Heading as="h2" size="md" mb="4" tabIndex={-1} ref={headingRef} outline="none">
        {t(`steps.${steps[step].id}`, { ns })}
      </Heading>
    </>
  );
}
