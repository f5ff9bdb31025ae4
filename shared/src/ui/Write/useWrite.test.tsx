import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage } from '../../api/apiError';
import { read, type ReadCall } from '../../api/reads';
import { BAD_RESPONSE_MESSAGE } from '../../api/responses';
import type { WriteCall } from '../../api/writes';
import { mockApi, type ApiMock } from '../../testing/mockApi';
import { signIn, signOut } from '../../testing/session';
import { useWrite, type WriteOutcome } from './useWrite';

const notesRead: ReadCall = { method: 'GET', path: 'notes' };
const noteWrite = (text: string): WriteCall<string> => ({
  path: 'notes/new',
  body: { text },
  parse: (answer) => {
    const id = (answer as { id?: unknown } | null)?.id;
    if (typeof id !== 'string') throw new TypeError('no id');
    return id;
  },
  stale: [notesRead],
});

let outcomes: (WriteOutcome<string> | undefined)[] = [];

function NoteButton() {
  const note = useWrite(noteWrite);
  return (
    <>
      <button
        onClick={() => {
          void note.send('first').then((outcome) => outcomes.push(outcome));
        }}
      >
        Add
      </button>
      <button onClick={note.reset}>Dismiss</button>
      <p data-testid="status">{note.status}</p>
      {note.pending ? <p>Saving…</p> : null}
      {note.error ? <p role="alert">{errorMessage(note.error)}</p> : null}
    </>
  );
}

let api: ApiMock;
let answerNote: (reply: { status?: number; body?: unknown }) => void;
beforeEach(() => {
  signIn();
  outcomes = [];
  api = mockApi({
    'POST notes/new': () =>
      new Promise((resolve) => {
        answerNote = resolve;
      }),
    'GET notes': { body: [] },
  });
});
afterEach(() => {
  api.restore();
  signOut();
});

const sent = () => api.callsTo('POST notes/new').length;

test('pending while the write is out, then succeeded with the parsed answer', async () => {
  const user = userEvent.setup();
  render(<NoteButton />);
  expect(screen.getByTestId('status')).toHaveTextContent('idle');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('Saving…')).toBeInTheDocument();
  expect(screen.getByTestId('status')).toHaveTextContent('pending');
  await act(async () => answerNote({ body: { id: 'N1' } }));
  expect(await screen.findByTestId('status')).toHaveTextContent('succeeded');
  expect(screen.queryByText('Saving…')).not.toBeInTheDocument();
  expect(outcomes).toEqual([{ ok: true, answer: 'N1' }]);
});

test('one at a time: a send while one is out is ignored (answers undefined)', async () => {
  const user = userEvent.setup();
  render(<NoteButton />);
  await user.click(screen.getByRole('button', { name: 'Add' }));
  await screen.findByText('Saving…');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(outcomes).toEqual([undefined]);
  await act(async () => answerNote({ body: { id: 'N1' } }));
  expect(sent()).toBe(1);
  // Once answered, the next send goes.
  await user.click(screen.getByRole('button', { name: 'Add' }));
  await screen.findByText('Saving…');
  expect(sent()).toBe(2);
});

test("a refusal is the hook's error, with the server's message, until the next send or a reset", async () => {
  const user = userEvent.setup();
  render(<NoteButton />);
  await user.click(screen.getByRole('button', { name: 'Add' }));
  await act(async () =>
    answerNote({
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: 'Too many notes' },
    }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many notes');
  expect(screen.getByTestId('status')).toHaveTextContent('failed');
  expect(outcomes[0]).toMatchObject({ ok: false, error: { status: 409 } });

  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await act(async () =>
    answerNote({ status: 500, body: { statusCode: 500, error: 'x', message: 'Down' } }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Down');
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByTestId('status')).toHaveTextContent('idle');
});

test('an answer that does not parse is an error with the bad-response message', async () => {
  const user = userEvent.setup();
  render(<NoteButton />);
  await user.click(screen.getByRole('button', { name: 'Add' }));
  await act(async () => answerNote({ body: { id: 7 } }));
  expect(await screen.findByRole('alert')).toHaveTextContent(BAD_RESPONSE_MESSAGE);
});

test('the reads it makes stale are forgotten only once it succeeded', async () => {
  const user = userEvent.setup();
  await read(notesRead);
  render(<NoteButton />);
  await user.click(screen.getByRole('button', { name: 'Add' }));
  await act(async () =>
    answerNote({ status: 500, body: { statusCode: 500, error: 'x', message: 'Down' } }),
  );
  await read(notesRead);
  expect(api.callsTo('GET notes')).toHaveLength(1);

  await user.click(screen.getByRole('button', { name: 'Add' }));
  await act(async () => answerNote({ body: { id: 'N2' } }));
  await screen.findByText('succeeded');
  await read(notesRead);
  expect(api.callsTo('GET notes')).toHaveLength(2);
});

test('an async build (an upload reading its file) is within the pending state; its failure is the error', async () => {
  const user = userEvent.setup();
  let fileRead: () => void = () => undefined;
  function Upload() {
    const upload = useWrite(async (name: string) => {
      await new Promise<void>((resolve) => {
        fileRead = resolve;
      });
      if (name === 'bad') throw new Error('The file could not be read.');
      return noteWrite(name);
    });
    return (
      <>
        <button onClick={() => void upload.send('bad')}>Upload</button>
        <p data-testid="status">{upload.status}</p>
        {upload.error ? <p role="alert">{errorMessage(upload.error)}</p> : null}
      </>
    );
  }
  render(<Upload />);
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(screen.getByTestId('status')).toHaveTextContent('pending');
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  await act(async () => fileRead());
  expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be read.');
  expect(sent()).toBe(0);
});
