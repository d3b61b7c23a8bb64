// One labelled form control with its hint and error tied to it (aria-describedby), so a screen
// reader hears why a field was refused when it lands on it. Works in server and client components.
import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import styles from './FormField.module.css'

export type FormFieldProps = {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string | null
  /** A multi-line field. */
  multiline?: boolean
  rows?: number
  /** The single-line input (React 19 passes ref as a prop). */
  ref?: Ref<HTMLInputElement>
} & Omit<InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>, 'id'>

export function FormField({ id, label, hint, error, multiline = false, rows = 4, className, ref, ...input }: FormFieldProps) {
  const hintId = hint ? `${id}-ayuda` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `${styles.control}${error ? ` ${styles.invalid}` : ''}`,
  } as const
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {multiline ? <textarea {...input} {...common} rows={rows} /> : <input {...input} {...common} ref={ref} />}
      {error && (
        <p id={errorId} className={styles.error}>
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      )}
    </div>
  )
}

/** The message of a form as a whole: an alert, so it is read out as soon as it appears. */
export function FormMessage({ kind, children }: { kind: 'error' | 'ok'; children: ReactNode }) {
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={kind === 'error' ? styles.formError : styles.formOk}>
      {children}
    </div>
  )
}
