import {
  CameraOutlined,
  CheckCircleFilled,
  InboxOutlined,
  PaperClipOutlined,
} from '@ant-design/icons';
import { Alert, Flex, Progress, Typography } from 'antd';
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type DragEvent,
  type ReactNode,
} from 'react';
import { errorMessage } from '@/api/baseQuery';
import { colors } from '@/shared/theme';
import { AppButton } from '@/shared/ui/AppButton';
import { visuallyHiddenStyle } from '@/shared/ui/VisuallyHidden';
import {
  ACCEPTED_FILE_TYPES,
  ACCEPTED_PHOTO_TYPES,
  FILE_CHECK_MESSAGES,
  UPLOAD_LIMIT_TEXT,
  fileProblem,
} from './fileChecks';
import { UploadLeaveGuard } from './UploadLeaveGuard';
import { uploadWithProgress, type UploadRequest } from './uploadWithProgress';
import './fileUpload.css';

export type FileUploadProps<T> = {
  /** What the control uploads, its accessible name: 'Upload your water bill'. */
  label: string;
  /** Shown above the drop area (defaults to nothing: the surrounding card names it). */
  description?: ReactNode;
  /** Where the file goes and with which other fields. */
  request: Pick<UploadRequest, 'url' | 'fields' | 'fileField'>;
  /** After the server took the file: its answer and the file. */
  onUploaded?: (result: T, file: File) => void;
  /**
   * What the screen reader hears (and the page shows) once it is in; `{name} uploaded.` by
   * default. `null` when the caller says it itself (the control is about to leave the page).
   */
  successText?: ((file: File) => string) | null;
  /** Also offer 'Take a photo' on phones and tablets (documents that can be photographed). */
  camera?: boolean;
  disabled?: boolean;
};

type State =
  | { phase: 'idle' }
  | { phase: 'uploading'; file: File; percent: number }
  | { phase: 'done'; message: string }
  | { phase: 'failed'; message: string };

/**
 * A finger, not a mouse: the phone's camera is worth its own button. Read through
 * useSyncExternalStore so that the server's render of a tracker (no window) and the browser's
 * hydration of it both start without the button (false), and the browser then adds it.
 */
const COARSE_POINTER = '(pointer: coarse)';
const coarsePointerQuery = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(COARSE_POINTER) : undefined;
const subscribeToPointer = (changed: () => void) => {
  const query = coarsePointerQuery();
  query?.addEventListener?.('change', changed);
  return () => query?.removeEventListener?.('change', changed);
};
const useCoarsePointer = () =>
  useSyncExternalStore(
    subscribeToPointer,
    () => coarsePointerQuery()?.matches === true,
    () => false,
  );

/** Announce progress in quarters, not every percent (a screen reader would read each one). */
const announcedStep = (percent: number) => Math.floor(percent / 25) * 25;

/**
 * One file to upload (issue 26): drag and drop, a file picker (which on a phone also offers the
 * camera), a 'Take a photo' button on touch screens when `camera` is set, the limit stated, the
 * file checked here first (size and kind, with a message naming the file), a progress bar while
 * it goes, and the server's own message if it is refused. Progress and the outcome are announced
 * (aria-live); leaving the page mid-upload asks first. Only one file at a time.
 */
export const FileUpload = <T,>({
  label,
  description,
  request,
  onUploaded,
  successText = (file) => `${file.name} uploaded.`,
  camera = false,
  disabled = false,
}: FileUploadProps<T>) => {
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const pickerRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const labelId = useId();
  const limitId = useId();
  const uploading = state.phase === 'uploading';
  const coarsePointer = useCoarsePointer();
  const showCamera = camera && coarsePointer;

  // Leaving (the guard let the user go) stops the upload rather than leaving it running unseen.
  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = async (file: File) => {
    const problem = fileProblem(file);
    if (problem) {
      setState({ phase: 'failed', message: problem });
      setAnnouncement('');
      return;
    }
    const controller = new AbortController();
    controllerRef.current = controller;
    setState({ phase: 'uploading', file, percent: 0 });
    setAnnouncement(`Uploading ${file.name}: 0%`);
    let lastStep = 0;
    try {
      const result = await uploadWithProgress<T>({
        ...request,
        file,
        signal: controller.signal,
        onProgress: ({ percent }) => {
          setState({ phase: 'uploading', file, percent });
          const step = announcedStep(percent);
          if (step > lastStep && step < 100) {
            lastStep = step;
            setAnnouncement(`Uploading ${file.name}: ${step}%`);
          }
        },
      });
      if (controller.signal.aborted) return;
      const message = successText ? successText(file) : '';
      setState(message ? { phase: 'done', message } : { phase: 'idle' });
      setAnnouncement(message);
      onUploaded?.(result, file);
    } catch (error) {
      if (controller.signal.aborted) {
        setState({ phase: 'idle' });
        setAnnouncement(`The upload of ${file.name} was cancelled.`);
        return;
      }
      setState({ phase: 'failed', message: errorMessage(error) });
      setAnnouncement('');
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
    }
  };

  const take = (files: FileList | null) => {
    if (!files || files.length === 0 || uploading || disabled) return;
    if (files.length > 1) {
      setState({ phase: 'failed', message: FILE_CHECK_MESSAGES.several });
      return;
    }
    void start(files[0]);
  };

  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!uploading && !disabled) setDragging(true);
  };
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    <div role="group" aria-labelledby={labelId} className="th-file-upload">
      <Typography.Text strong id={labelId}>
        {label}
      </Typography.Text>
      {description && <div className="th-file-upload__description">{description}</div>}
      <div
        className="th-file-upload__zone"
        data-dragging={dragging || undefined}
        data-disabled={disabled || undefined}
        onDragEnter={handleDragOver}
        onDragOver={handleDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        data-testid="file-drop-zone"
      >
        {uploading ? (
          <Flex vertical gap={8} style={{ width: '100%' }}>
            <Typography.Text style={{ overflowWrap: 'anywhere' }}>
              <PaperClipOutlined aria-hidden /> {state.file.name}
            </Typography.Text>
            <Progress
              percent={state.percent}
              status="active"
              aria-label={`Uploading ${state.file.name}`}
              strokeColor={colors.primary}
            />
            <div>
              <AppButton
                size="sm"
                variant="secondary"
                onClick={() => controllerRef.current?.abort()}
              >
                Cancel upload
              </AppButton>
            </div>
          </Flex>
        ) : (
          <Flex vertical align="center" gap={8}>
            <InboxOutlined aria-hidden style={{ fontSize: 28, color: colors.primary }} />
            <Typography.Text className="th-file-upload__drag-hint" aria-hidden>
              Drag a file here, or
            </Typography.Text>
            <Flex wrap gap={8} justify="center">
              <AppButton
                size="sm"
                variant="secondary"
                disabled={disabled}
                aria-describedby={limitId}
                onClick={() => pickerRef.current?.click()}
              >
                Choose a file
              </AppButton>
              {showCamera && (
                <AppButton
                  size="sm"
                  variant="secondary"
                  icon={<CameraOutlined aria-hidden />}
                  disabled={disabled}
                  aria-describedby={limitId}
                  onClick={() => cameraRef.current?.click()}
                >
                  Take a photo
                </AppButton>
              )}
            </Flex>
          </Flex>
        )}
        <Typography.Text type="secondary" id={limitId} style={{ textAlign: 'center' }}>
          {UPLOAD_LIMIT_TEXT}
        </Typography.Text>
      </div>
      <input
        ref={pickerRef}
        type="file"
        accept={ACCEPTED_FILE_TYPES}
        aria-label={`${label}: choose a file`}
        tabIndex={-1}
        style={visuallyHiddenStyle}
        disabled={disabled || uploading}
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
      {showCamera && (
        <input
          ref={cameraRef}
          type="file"
          accept={ACCEPTED_PHOTO_TYPES}
          capture="environment"
          aria-label={`${label}: take a photo`}
          tabIndex={-1}
          style={visuallyHiddenStyle}
          disabled={disabled || uploading}
          onChange={(event) => {
            take(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      )}
      {/* One live region for progress (read, not shown: the bar shows it) and the outcome. */}
      <div
        role="status"
        aria-live="polite"
        style={uploading || announcement === '' ? visuallyHiddenStyle : undefined}
      >
        {state.phase === 'done' && (
          <CheckCircleFilled aria-hidden style={{ color: colors.success, marginRight: 8 }} />
        )}
        {announcement}
      </div>
      {state.phase === 'failed' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="The file was not uploaded"
          description={<span style={{ whiteSpace: 'pre-line' }}>{state.message}</span>}
        />
      )}
      {uploading && <UploadLeaveGuard />}
    </div>
  );
};
