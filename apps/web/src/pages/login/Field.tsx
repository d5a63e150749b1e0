import type { ReactNode } from 'react';

/** A form row with its error below, styled like antd's — without antd Form on the sign-in page. */
export function Field({ error, children }: { error: string | null; children: ReactNode }) {
  return (
    <div className={error ? 'td-field td-field-error' : 'td-field'}>
      {children}
      <div className="td-field-message" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </div>
    </div>
  );
}
