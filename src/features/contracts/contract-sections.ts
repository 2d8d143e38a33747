// A contract's data in the sections of Ejar's unified lease, in its order: the details
// pages show these blocks, the printed contract lays the same items out bilingually.
// Labels are `contracts:fields.<key>`; coded values `contracts:enums.<group>.<value>`.
import type { components } from '@/api/generated/apiback';
import { formatTerm } from '@/domain/contract';
import { formatHijriDate, formatIban, formatSaudiMobile } from '@/domain/format';
import type { DocumentSection } from '@/engines/document';

type Contract = components['schemas']['Contract'];

/** A date with its Hijri (Umm al-Qura) twin on a second line. */
const dated = (key: string, value: string | undefined, lang: string) => [
  { key, value, kind: 'date' as const, note: value ? formatHijriDate(value, lang) : undefined },
];

const ltr = (key: string, value: string | number | undefined) => ({
  key,
  value,
  kind: 'ltr' as const,
});

export function contractSections(c: Contract, lang: string): DocumentSection[] {
  const sections: DocumentSection[] = [
    {
      key: 'contract',
      heading: 'sections.contract',
      items: [
        ltr('number', c.number),
        { key: 'contract_type', value: c.contract_type, prefix: 'enums.contractType' },
        { key: 'signing_city', value: c.signing_city },
        ...dated('signing_date', c.signing_date, lang),
        ...dated('start_date', c.start_date, lang),
        ...dated('end_date', c.end_date, lang),
        { key: 'duration', value: formatTerm(c.start_date, c.end_date, lang) },
        { key: 'model_name', value: c.model_name },
      ],
    },
    {
      key: 'lessor',
      heading: 'sections.lessor',
      items: [
        { key: 'lessor_name', value: c.lessor_name },
        { key: 'lessor_nationality', value: c.lessor_nationality },
        { key: 'lessor_id_type', value: c.lessor_id_type, prefix: 'enums.idType' },
        ltr('lessor_id_number', c.lessor_id_number),
        ltr('lessor_mobile', formatSaudiMobile(c.lessor_mobile)),
        ltr('lessor_email', c.lessor_email),
        ltr('lessor_iban', c.lessor_iban && formatIban(c.lessor_iban)),
      ],
    },
  ];
  if (c.lessor_rep_name)
    sections.push({
      key: 'lessorRep',
      heading: 'sections.lessorRep',
      items: [
        { key: 'lessor_rep_name', value: c.lessor_rep_name },
        ltr('lessor_rep_id_number', c.lessor_rep_id_number),
        ltr('lessor_rep_mobile', c.lessor_rep_mobile && formatSaudiMobile(c.lessor_rep_mobile)),
      ],
    });
  sections.push({
    key: 'tenant',
    heading: 'sections.tenant',
    items: [
      { key: 'tenant_kind', value: c.tenant_kind, prefix: 'enums.tenantKind' },
      { key: 'tenant_name', value: c.tenant_name },
      { key: 'tenant_id_type', value: c.tenant_id_type, prefix: 'enums.idType' },
      ltr('tenant_id_number', c.tenant_id_number),
      ltr('tenant_mobile', formatSaudiMobile(c.tenant_mobile)),
      ltr('tenant_email', c.tenant_email),
    ],
  });
  if (c.tenant_rep_name)
    sections.push({
      key: 'tenantRep',
      heading: 'sections.tenantRep',
      items: [
        { key: 'tenant_rep_name', value: c.tenant_rep_name },
        ltr('tenant_rep_id_number', c.tenant_rep_id_number),
      ],
    });
  sections.push(
    {
      key: 'deed',
      heading: 'sections.deed',
      items: [
        ltr('deed_number', c.deed_number),
        { key: 'deed_issuer', value: c.deed_issuer },
        ...dated('deed_date', c.deed_date, lang),
        { key: 'deed_type', value: c.deed_type, prefix: 'enums.deedType' },
      ],
    },
    {
      key: 'property',
      heading: 'sections.property',
      items: [
        { key: 'property_city', value: c.property_city },
        { key: 'property_district', value: c.property_district },
        { key: 'property_street', value: c.property_street },
        ltr('property_building_number', c.property_building_number),
        ltr('property_postal_code', c.property_postal_code),
        ltr('property_additional_number', c.property_additional_number),
        {
          key: 'property_building_type',
          value: c.property_building_type,
          prefix: 'enums.buildingType',
        },
        { key: 'property_usage', value: c.property_usage, prefix: 'enums.usage' },
      ],
    },
    {
      key: 'unit',
      heading: 'sections.unit',
      items: [
        { key: 'unit_type', value: c.unit_type, prefix: 'enums.unitType' },
        ltr('unit_number', c.unit_number),
        ltr('unit_floor', c.unit_floor),
        ltr('unit_area', c.unit_area),
        ltr('unit_electricity_meter', c.unit_electricity_meter),
        ltr('unit_water_meter', c.unit_water_meter),
      ],
    },
    {
      key: 'financial',
      heading: 'sections.financial',
      items: [
        { key: 'annual_rent', value: c.annual_rent, kind: 'money' },
        { key: 'total_value', value: c.total_value, kind: 'money' },
        { key: 'deposit', value: c.deposit, kind: 'money' },
        { key: 'payment_cycle', value: c.payment_cycle, prefix: 'enums.cycle' },
        { key: 'paid_amount', value: c.paid_amount, kind: 'money' },
        { key: 'remaining_amount', value: c.remaining_amount, kind: 'money' },
      ],
    },
  );
  return sections;
}
