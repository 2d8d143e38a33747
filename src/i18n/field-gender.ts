// Arabic messages that name a field agree with the field's grammatical gender ("الرسالة
// مطلوبة", "الاسم مطلوب"). A form's labels have a sibling map `fieldGender` (`<name>:
// "female"`, absent for masculine); a message is translated with i18next `context: 'female'`
// for a feminine label, which picks `validation:<key>_female` (English keeps one text).

/** Where a form's gender map lives, e.g. `static-pages:contact.fieldGender`. */
export type FieldGenderMap = string;

/**
 * The i18next context of a message about `path` (`city_id`, or `rows.0.price`: its last
 * part): 'female' when the map says so, otherwise undefined (the masculine base text).
 */
export function fieldGender(
  t: (key: string, options: { defaultValue: string }) => string,
  map: FieldGenderMap | undefined,
  path: string,
): 'female' | undefined {
  if (!map) return undefined;
  const leaf = path.split('.').pop() ?? path;
  return t(`${map}.${leaf}`, { defaultValue: '' }) === 'female' ? 'female' : undefined;
}
