import { describe, expect, it, vi } from 'vitest';
import { filterFrom } from '../../features/store/catalogue-filter';
import { STORE_FIRST_SCREEN } from '../../features/store/first-screen';
import { GymConfigDocument } from '../../platform/gym-config/gym-config.public.generated';
import { PublicClient, type PublicTransport } from '../../platform/public-data/public-client';
import { FIRST_SCREEN_ELEMENT_ID, FirstScreenAnswers, readFirstScreenAnswers } from './first-screen-data';

const CONFIG = { gymConfig: { name: 'Club Prueba' } };

function pageWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument('');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_SCREEN_ELEMENT_ID;
  script.textContent = text;
  doc.head.append(script);
  return doc;
}

describe("the bff's first-screen answers", () => {
  it('gives an answer once, to the same operation and variables only', () => {
    const answers = new FirstScreenAnswers([
      { operationName: 'StoreFeaturedProducts', variables: { limit: 4 }, data: { featuredProducts: [] } },
    ]);
    expect(answers.take('StoreFeaturedProducts', { limit: 8 })).toBeUndefined();
    expect(answers.take('StoreFeaturedProducts', { limit: 4 })).toEqual({ featuredProducts: [] });
    expect(answers.take('StoreFeaturedProducts', { limit: 4 })).toBeUndefined();
  });

  it('reads them from the page, and a page without them (or with a broken one) has none', () => {
    const page = pageWith(JSON.stringify([{ operationName: 'GymConfig', data: CONFIG }]));
    expect(readFirstScreenAnswers(page).take('GymConfig', undefined)).toEqual(CONFIG);
    expect(readFirstScreenAnswers(pageWith('{broken')).take('GymConfig', undefined)).toBeUndefined();
    expect(
      readFirstScreenAnswers(document.implementation.createHTMLDocument('')).take('GymConfig', {}),
    ).toBeUndefined();
  });

  it('lets the public client render its query without asking the bff', async () => {
    const answers = new FirstScreenAnswers([{ operationName: 'GymConfig', data: CONFIG }]);
    const transport = vi.fn<PublicTransport>(async () => ({ data: { gymConfig: { name: 'Otro' } } }));
    const client = new PublicClient(transport, (name, variables) => answers.take(name, variables));
    expect(client.read(GymConfigDocument)).toEqual({ data: CONFIG, error: undefined, loading: false });
    await client.load(GymConfigDocument);
    expect(transport).not.toHaveBeenCalled();
  });

  it('asks for the catalogue /store asks for on its first render', () => {
    expect(STORE_FIRST_SCREEN[0]).toEqual({
      operationName: 'StoreProducts',
      variables: { filter: filterFrom(new URLSearchParams()) },
    });
  });
});
