import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_FLOW_MS } from '@core/constants';
import { MISSING_CAR_OR_METHOD_LOG } from '@core/contact/links';
import {
  CLOSED,
  contactReducer,
  createContactFlow,
  type ContactFlowDeps,
  type LeadOutcome,
} from './contactFlow';

const car = { id: 7, title: 'Nissan Patrol 2024', companyName: 'Marina Cars' };
const contact = { whatsapp: '+971501112222', email: 'desk@marina.ae', phone: '+971501113333' };
const data = { name: ' Aisha ', email: 'aisha@example.ae', phone: '+971 50 123 4567' };

function setup(
  outcome: LeadOutcome | Promise<LeadOutcome> = { kind: 'handOff', contact, recorded: true },
) {
  const deps = {
    record: vi.fn(() => Promise.resolve(outcome)),
    launch: vi.fn(),
    notifyMissing: vi.fn(),
    saveContactData: vi.fn(),
    log: vi.fn(),
  } satisfies ContactFlowDeps;
  return { deps, flow: createContactFlow(deps) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('contactReducer', () => {
  it('refuses to close while saving and keeps a reopened car on the delayed reset', () => {
    const open = contactReducer(CLOSED, { type: 'open', car, method: 'email' });
    const saving = contactReducer(open, { type: 'submit' });
    expect(contactReducer(saving, { type: 'close' })).toBe(saving);
    const closed = contactReducer(contactReducer(saving, { type: 'launched' }), { type: 'close' });
    expect(closed).toMatchObject({ open: false, saving: false, thankYou: false, car });
    expect(contactReducer(closed, { type: 'clearSelection' })).toEqual(CLOSED);
    const reopened = contactReducer(closed, { type: 'open', car, method: 'phone' });
    expect(contactReducer(reopened, { type: 'clearSelection' })).toBe(reopened);
  });

  it('does not start saving without a car and method', () => {
    expect(contactReducer(CLOSED, { type: 'submit' })).toBe(CLOSED);
  });
});

describe('createContactFlow', () => {
  it('runs saving (800 ms), thank-you (1500 ms), hand-off, then closes after 500 ms and resets after 300 ms', async () => {
    const { flow, deps } = setup();
    flow.open(car, 'whatsapp');
    expect(flow.getState()).toMatchObject({ open: true, car, method: 'whatsapp', saving: false });

    const done = flow.submit(data, '');
    expect(flow.getState()).toMatchObject({ saving: true, thankYou: false });
    expect(deps.saveContactData).toHaveBeenCalledWith({
      name: 'Aisha',
      email: 'aisha@example.ae',
      phone: '+971 50 123 4567',
    });
    expect(deps.record).toHaveBeenCalledWith({
      carId: 7,
      method: 'whatsapp',
      data: { name: 'Aisha', email: 'aisha@example.ae', phone: '+971 50 123 4567' },
      website: '',
    });
    expect(flow.close()).toBe(false); // blocked while saving

    await vi.advanceTimersByTimeAsync(CONTACT_FLOW_MS.saving - 1);
    expect(flow.getState().thankYou).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    // The thank-you has the company's details, to show beside the hand-off.
    expect(flow.getState()).toMatchObject({ saving: true, thankYou: true, contact });
    expect(flow.close()).toBe(false); // still saving during the thank-you

    await vi.advanceTimersByTimeAsync(CONTACT_FLOW_MS.thankYouBeforeAction - 1);
    expect(deps.launch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.launch).toHaveBeenCalledWith('whatsapp', contact, car, {
      name: 'Aisha',
      email: 'aisha@example.ae',
      phone: '+971 50 123 4567',
    });
    expect(flow.getState()).toMatchObject({ open: true, saving: false, thankYou: true });

    await vi.advanceTimersByTimeAsync(CONTACT_FLOW_MS.closeAfterAction);
    expect(flow.getState()).toMatchObject({ open: false, saving: false, thankYou: false, car });
    await vi.advanceTimersByTimeAsync(CONTACT_FLOW_MS.resetAfterClose);
    expect(flow.getState()).toEqual(CLOSED);
    await expect(done).resolves.toMatchObject({ kind: 'handOff', recorded: true });
  });

  it('waits for a slow lead before the thank-you', async () => {
    let answer: (outcome: LeadOutcome) => void = () => {};
    const { flow } = setup(new Promise<LeadOutcome>((resolve) => (answer = resolve)));
    flow.open(car, 'email');
    void flow.submit(data);
    await vi.advanceTimersByTimeAsync(3000);
    expect(flow.getState()).toMatchObject({ saving: true, thankYou: false });
    answer({ kind: 'handOff', contact, recorded: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(flow.getState().thankYou).toBe(true);
  });

  it('shows Missing Information for blank or whitespace-only fields and records nothing', async () => {
    const { flow, deps } = setup();
    flow.open(car, 'phone');
    await expect(flow.submit({ ...data, phone: '   ' })).resolves.toEqual({ kind: 'missing' });
    expect(deps.notifyMissing).toHaveBeenCalledTimes(1);
    expect(deps.record).not.toHaveBeenCalled();
    expect(deps.saveContactData).not.toHaveBeenCalled();
    expect(flow.getState()).toMatchObject({ open: true, saving: false });
  });

  it('asks for the copy address only when "Send me a copy" is ticked, and passes it on trimmed', async () => {
    const { flow, deps } = setup();
    flow.open(car, 'email');
    await expect(flow.submit(data, '', '  ')).resolves.toEqual({ kind: 'missing' });
    expect(deps.record).not.toHaveBeenCalled();
    const done = flow.submit(data, '', ' aisha@example.ae ');
    await vi.runAllTimersAsync();
    await done;
    expect(deps.record).toHaveBeenCalledWith(
      expect.objectContaining({ copyTo: 'aisha@example.ae' }),
    );
    // The copy address is not among the details kept on the device (the spec's three). (docs/product.md#browser-storage)
    expect(deps.saveContactData).toHaveBeenCalledWith({
      name: 'Aisha',
      email: 'aisha@example.ae',
      phone: '+971 50 123 4567',
    });
    flow.open(car, 'email');
    const unticked = flow.submit(data);
    await vi.runAllTimersAsync();
    await unticked;
    expect(deps.record).toHaveBeenLastCalledWith(
      expect.not.objectContaining({ copyTo: expect.anything() }),
    );
  });

  it('records one lead when the form is sent twice at once (a double click)', async () => {
    const { flow, deps } = setup();
    flow.open(car, 'phone');
    const first = flow.submit(data);
    await expect(flow.submit(data)).resolves.toEqual({ kind: 'ignored' });
    await vi.advanceTimersByTimeAsync(5_000);
    await first;
    expect(deps.record).toHaveBeenCalledTimes(1);
  });

  it('only logs when no car or method is selected', async () => {
    const { flow, deps } = setup();
    await expect(flow.submit(data)).resolves.toEqual({ kind: 'ignored' });
    expect(deps.log).toHaveBeenCalledWith(MISSING_CAR_OR_METHOD_LOG);
    expect(deps.record).not.toHaveBeenCalled();
    expect(deps.notifyMissing).not.toHaveBeenCalled();
  });

  it('returns to the form when the API refuses a field, without handing off', async () => {
    const { flow, deps } = setup({
      kind: 'invalid',
      fields: { email: 'Enter a valid e-mail address' },
    });
    flow.open(car, 'email');
    const done = flow.submit(data);
    await vi.advanceTimersByTimeAsync(CONTACT_FLOW_MS.saving);
    await expect(done).resolves.toEqual({
      kind: 'invalid',
      fields: { email: 'Enter a valid e-mail address' },
    });
    expect(flow.getState()).toMatchObject({ open: true, saving: false, thankYou: false });
    await vi.advanceTimersByTimeAsync(5000);
    expect(deps.launch).not.toHaveBeenCalled();
    expect(flow.getState().open).toBe(true);
  });

  it('a plain close empties the car and method 300 ms later, unless it is reopened', async () => {
    const { flow } = setup();
    flow.open(car, 'email');
    expect(flow.close()).toBe(true);
    expect(flow.getState()).toMatchObject({ open: false, car, method: 'email' });
    await vi.advanceTimersByTimeAsync(CONTACT_FLOW_MS.resetAfterClose - 1);
    expect(flow.getState().car).toEqual(car);
    flow.open({ ...car, id: 8 }, 'phone');
    await vi.advanceTimersByTimeAsync(CONTACT_FLOW_MS.resetAfterClose);
    expect(flow.getState()).toMatchObject({ open: true, car: { id: 8 }, method: 'phone' });
  });
});
