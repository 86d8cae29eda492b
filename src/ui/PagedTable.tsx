/**
 * A paged list of the money pages (deposit history, withdrawals): loading and error states, the
 * empty state, a table with the given columns and rows, and the shared Paginator under it.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Paginator } from '../components/Paginator';
import { Empty, LoadState, table } from './kit';
import type { Loaded } from './useResource';

export interface Column {
  label: string;
  /** Right-aligned tabular figures. */
  numeric?: boolean;
}

export interface PagedTableProps<T> {
  result: Loaded<{ list: T[]; total: number }>;
  columns: Column[];
  row(item: T): ReactNode;
  page: number;
  pageSize: number;
  onPage(page: number): void;
  /** Accessible name of the paginator. */
  label: string;
}

export function PagedTable<T>({ result, columns, row, page, pageSize, onPage, label }: PagedTableProps<T>) {
  return (
    <LoadState loading={result.loading && !result.data} error={result.error} onRetry={result.reload}>
      {() =>
        result.data!.list.length === 0 ? (
          <Empty />
        ) : (
          <>
            <table css={table} aria-busy={result.loading}>
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c.label} data-num={c.numeric ? '' : undefined}>
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>{result.data!.list.map(row)}</tbody>
            </table>
            <div
              css={css`
                margin-top: 12px;
              `}
            >
              <Paginator
                page={page}
                totalPages={Math.max(1, Math.ceil(result.data!.total / pageSize))}
                onChange={onPage}
                label={label}
              />
            </div>
          </>
        )
      }
    </LoadState>
  );
}
