import '../support/webPolyfills';
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Paginator } from '../../src/components/Paginator';
import { paginate } from '../../src/components/paginate';
import { createI18n } from '../../src/i18n';

describe('paginate (margin 1, range 5)', () => {
  it('lists every page when they fit', () => {
    expect(paginate(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('keeps the first and last page and a window of 5 around the current one', () => {
    expect(paginate(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(paginate(10, 20)).toEqual([1, 'ellipsis', 8, 9, 10, 11, 12, 'ellipsis', 20]);
    expect(paginate(20, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
  });
  it('shows a single hidden page instead of an ellipsis', () => {
    expect(paginate(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'ellipsis', 20]);
  });
  it('clamps out-of-range pages and handles no pages', () => {
    expect(paginate(99, 9)).toEqual([1, 'ellipsis', 5, 6, 7, 8, 9]);
    expect(paginate(1, 0)).toEqual([]);
  });
});

describe('Paginator', () => {
  const renderIt = (page: number, total: number, onChange = jest.fn()) => {
    render(
      <I18nextProvider i18n={createI18n('EN')}>
        <Paginator page={page} totalPages={total} onChange={onChange} />
      </I18nextProvider>,
    );
    return onChange;
  };

  it('marks the current page and moves with page, previous and next buttons', () => {
    const onChange = renderIt(3, 12);
    expect(screen.getByRole('button', { name: 'Page 3, current page' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 12' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onChange.mock.calls).toEqual([[12], [4], [2]]);
  });

  it('renders nothing for a single page', () => {
    renderIt(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
