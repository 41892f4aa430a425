import { Modal } from '@mantine/core'
import { useState, type ComponentProps } from 'react'
import ReportForm from './ReportForm'

/**
 * A report's form in its dialog, open from its first draw; `onDone` once it has closed (focus back
 * on the button that opened it), whether sent or dismissed.
 */
export default function ReportDialog({ title, onDone, ...form }: { title: string } & ComponentProps<typeof ReportForm>) {
  const [opened, setOpened] = useState(true)
  const close = () => setOpened(false)
  return (
    <Modal opened={opened} onClose={close} onExitTransitionEnd={onDone} title={title} centered>
      <ReportForm {...form} onDone={close} />
    </Modal>
  )
}
