'use client'
// A drawer over the table's side (issue 27): the log and the summary, the menu. A modal <dialog>, so
// the focus stays inside and Escape closes it; its content is drawn only while it is open (a long log
// costs nothing while the game goes on).
import { useEffect, useRef, type ReactNode } from 'react'
import styles from './board.module.css'

export function Drawer({ open, title, onClose, children, id }: { open: boolean; title: string; onClose: () => void; children: ReactNode; id: string }) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const d = ref.current
    if (d === null) return
    if (open && !d.open) d.showModal()
    if (!open && d.open) d.close()
  }, [open])
  return (
    <dialog ref={ref} className={styles.drawer} aria-labelledby={`${id}-titulo`} onClose={onClose} data-testid={id}
      onClick={(e) => { if (e.target === e.currentTarget) onClose() }}>
      {open && (
        <div className={styles.drawerInner}>
          <div className={styles.drawerHead}>
            <h2 id={`${id}-titulo`} className={styles.panelTitle}>{title}</h2>
            <button type="button" className="button button--secondary" onClick={onClose}>Cerrar</button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  )
}
