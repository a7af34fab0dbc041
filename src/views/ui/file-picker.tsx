// A file input in the console's look: a button that opens the browser's picker and the chosen
// file's name and size beside it. The native input stays in the page, visually hidden and out
// of the tab order, so its <label> still names it and a drop of the picker reaches it.
import { useRef, type InputHTMLAttributes } from 'react'
import { formatBytes } from '@/lib/format'
import { Button } from './button'

type Props = {
  /** id and aria attributes from the field's label (FieldFrame), or an id for a <label> */
  inputProps?: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'id' | 'aria-describedby' | 'aria-invalid' | 'aria-required'
  >
  name?: string
  accept?: string
  file: File | undefined
  onFile: (file: File | undefined) => void
  disabled?: boolean
}

export function FilePicker({ inputProps, name, accept, file, onFile, disabled }: Props) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <div className="file-picker">
      <input
        {...inputProps}
        ref={input}
        type="file"
        name={name}
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        disabled={disabled}
        onChange={(e) => onFile(e.target.files?.[0])}
      />
      <Button
        size="sm"
        disabled={disabled}
        // The field's help and error, read with the button the keyboard reaches.
        aria-describedby={inputProps?.['aria-describedby']}
        onClick={() => input.current?.click()}
      >
        {file ? 'Choose another file…' : 'Choose file…'}
      </Button>
      <span className={file ? 'file-picker-name' : 'dim'}>
        {file ? `${file.name} · ${formatBytes(file.size)}` : 'No file chosen'}
      </span>
    </div>
  )
}
