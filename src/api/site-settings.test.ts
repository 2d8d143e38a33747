import { describe, expect, it } from 'vitest';
import { fileUrl, localiseSettings } from './site-settings';

const settings = {
  site_name_ar: 'مكتبي',
  site_name_en: 'Maktabi',
  site_title_ar: 'عنوان',
  site_title_en: 'Title',
  site_desc_ar: 'وصف',
  site_desc_en: 'Description',
  site_keywords_ar: 'كلمات',
  site_keywords_en: 'keywords',
  icon_browser: 'uploads/site/1/icon01.png',
  logo: 'uploads/site/1/logo01.png',
  file_host: 'https://files.example.sa/',
};

describe('site settings', () => {
  it('joins the file host and a path with exactly one slash', () => {
    expect(fileUrl('https://f.sa/', '/uploads/a/1/x.png')).toBe('https://f.sa/uploads/a/1/x.png');
    expect(fileUrl('https://f.sa', 'uploads/a/1/x.png')).toBe('https://f.sa/uploads/a/1/x.png');
    expect(fileUrl('https://f.sa', 'https://cdn.sa/x.png')).toBe('https://cdn.sa/x.png');
    expect(fileUrl('https://f.sa', undefined)).toBeUndefined();
  });

  it('picks title, description and keywords in the language', () => {
    expect(localiseSettings(settings, 'ar')).toMatchObject({
      name: 'مكتبي',
      title: 'عنوان',
      description: 'وصف',
      keywords: 'كلمات',
    });
    expect(localiseSettings(settings, 'en')).toMatchObject({
      name: 'Maktabi',
      title: 'Title',
      icon: 'https://files.example.sa/uploads/site/1/icon01.png',
      logo: 'https://files.example.sa/uploads/site/1/logo01.png',
    });
  });
});
