import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestDataProvider } from '../../test/TestDataProvider';
import { WhatsAppLink } from './WhatsAppLink';

const greeting = (gymName: string) => `Hola Ana, te escribimos de ${gymName}.`;

function renderLink(phone: string | null) {
  return render(
    <TestDataProvider>
      <WhatsAppLink phone={phone} message={greeting} />
    </TestDataProvider>,
  );
}

describe('WhatsAppLink', () => {
  it('links to the chat in a new tab with the text signed by the configured gym', async () => {
    renderLink('(502) 4455-6677');
    const link = screen.getByRole('link', { name: 'Escribir por WhatsApp' });
    await waitFor(() =>
      expect(link).toHaveAttribute(
        'href',
        `https://wa.me/50244556677?text=${encodeURIComponent('Hola Ana, te escribimos de Club Prueba.')}`,
      ),
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders nothing without a phone that can be one', () => {
    for (const phone of [null, '', '123', 'sin teléfono']) {
      const { container, unmount } = renderLink(phone);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });
});
