import { describe, expect, it } from 'vitest';
import { answerText, countUtf8, jsonAnswer } from './json-answer';

describe('jsonAnswer', () => {
  it('counts UTF-8 bytes as the encoder writes them', () => {
    const texts = [
      '',
      'abc',
      'مكتب',
      'é€',
      '😀 and 𝄞',
      'lone \ud800 high',
      'lone \udc00 low',
      'end \ud83d',
    ];
    for (const text of texts) expect(countUtf8(text)).toBe(new TextEncoder().encode(text).length);
  });

  it('answers what HttpResponse.json answers, and remembers the text it sent', async () => {
    const body = { data: { name: 'مكتب الرياض', n: 1 } };
    const response = jsonAnswer(body, 201);
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json');
    const text = JSON.stringify(body);
    expect(response.headers.get('content-length')).toBe(
      String(new TextEncoder().encode(text).length),
    );
    expect(answerText(response)).toBe(text);
    expect(await response.text()).toBe(text);
    expect(answerText(Response.json(body))).toBeUndefined();
  });
});
