import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { CAMPAIGN_MSG, WEEKDAYS, type AvailabilityRead, type Weekday } from '@atiende/shared';
import { ApiError } from '../../app/api';
import { queryKeys } from '../../app/query-keys';
import { notifyError, notifyErrorMessage, notifySuccess } from '../../ui/notices';
import { covers, hourSlot, sameException, sameRecurrent, timeOrder, weekdayOf, type ExceptionSlot, type RecurrentSlot } from './availability';
import { deleteException, deleteRecurrentSlot, saveExceptions, saveRecurrentSlots } from './campaigns.api';
import type { SlotRow } from './SlotsTable';
import type { CellState } from './WeekGrid';

let lastKey = 0;
const pendingRow = <T,>(slot: T): SlotRow<T> => ({ key: `nuevo-${++lastKey}`, status: 'pending', slot });

const weekdayIndex = (day: string) => (WEEKDAYS as readonly string[]).indexOf(day);
const byWeekdayAndHour = (a: SlotRow<RecurrentSlot>, b: SlotRow<RecurrentSlot>) =>
  weekdayIndex(a.slot.dia_semana) - weekdayIndex(b.slot.dia_semana) || timeOrder(a.slot, b.slot);
const byDateAndHour = (a: SlotRow<ExceptionSlot>, b: SlotRow<ExceptionSlot>) =>
  a.slot.fecha.localeCompare(b.slot.fecha) || timeOrder(a.slot, b.slot);

/** A 400 that names its reason (e.g. a duplicate found on the server) is told as is; anything else in general words. */
function saveFailureText(error: unknown): string {
  return error instanceof ApiError && error.status === 400 && error.detail ? error.detail : CAMPAIGN_MSG.availabilitySaveFailed;
}

function cellState(pending: { hora_inicio: string; hora_fin: string }[], saved: typeof pending, hour: number): CellState {
  if (pending.some((slot) => covers(slot, hour))) return 'pending';
  if (saved.some((slot) => covers(slot, hour))) return 'saved';
  return 'free';
}

/**
 * The slots chosen on the availability page and not saved yet, next to the saved ones: adding (refusing
 * duplicates), toggling grid cells, removing and saving.
 */
export function useAvailabilityDraft(campaignId: number, saved: AvailabilityRead | undefined) {
  const queryClient = useQueryClient();
  const [pendingRecurrent, setPendingRecurrent] = useState<SlotRow<RecurrentSlot>[]>([]);
  const [pendingExceptions, setPendingExceptions] = useState<SlotRow<ExceptionSlot>[]>([]);
  const [removingKey, setRemovingKey] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const savedRecurrent = saved?.horarios_atencion ?? [];
  const savedExceptions = saved?.excepciones_horario ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...queryKeys.campaigns.all, 'availability', campaignId] });

  const addRecurrent = (slot: RecurrentSlot) => {
    const taken = [...pendingRecurrent.map((row) => row.slot), ...savedRecurrent].some((other) => sameRecurrent(other, slot));
    if (taken) notifyErrorMessage(CAMPAIGN_MSG.scheduleDuplicate);
    else setPendingRecurrent((rows) => [...rows, pendingRow(slot)]);
  };

  const addException = (slot: ExceptionSlot) => {
    const taken = [...pendingExceptions.map((row) => row.slot), ...savedExceptions].some((other) => sameException(other, slot));
    if (taken) notifyErrorMessage(CAMPAIGN_MSG.exceptionDuplicate);
    else setPendingExceptions((rows) => [...rows, pendingRow(slot)]);
  };

  /** Recurrent mode: a cell is that weekday and hour every week. */
  const recurrentCell = {
    stateOf: (date: Dayjs, hour: number) => {
      const day = weekdayOf(date);
      const onDay = (slot: RecurrentSlot) => slot.dia_semana === day;
      return cellState(pendingRecurrent.map((row) => row.slot).filter(onDay), savedRecurrent.filter(onDay), hour);
    },
    toggle: (date: Dayjs, hour: number) => {
      const slot = { dia_semana: weekdayOf(date), ...hourSlot(hour), max_citas: 1 };
      const chosen = pendingRecurrent.find((row) => sameRecurrent(row.slot, slot));
      if (chosen) setPendingRecurrent((rows) => rows.filter((row) => row !== chosen));
      else addRecurrent(slot);
    },
  };

  /** Exceptions mode: a cell is that date and hour. */
  const exceptionCell = {
    stateOf: (date: Dayjs, hour: number) => {
      const fecha = date.format('YYYY-MM-DD');
      const onDate = (slot: ExceptionSlot) => slot.fecha === fecha;
      const state = cellState(pendingExceptions.map((row) => row.slot).filter(onDate), savedExceptions.filter(onDate), hour);
      const day = weekdayOf(date);
      const inSchedule = savedRecurrent.some((slot) => slot.dia_semana === day && covers(slot, hour));
      return state === 'free' && inSchedule ? 'base' : state;
    },
    toggle: (date: Dayjs, hour: number) => {
      const slot = { fecha: date.format('YYYY-MM-DD'), motivo: '', ...hourSlot(hour), max_citas: 1, horario_especial: false };
      const chosen = pendingExceptions.find((row) => sameException(row.slot, slot));
      if (chosen) setPendingExceptions((rows) => rows.filter((row) => row !== chosen));
      else addException(slot);
    },
  };

  const recurrentRows: SlotRow<RecurrentSlot>[] = [
    ...savedRecurrent.map((slot) => ({ key: `horario-${slot.id}`, status: 'saved' as const, id: slot.id, slot })),
    ...pendingRecurrent,
  ].sort(byWeekdayAndHour);
  const exceptionRows: SlotRow<ExceptionSlot>[] = [
    ...savedExceptions.map((slot) => ({ key: `excepcion-${slot.id}`, status: 'saved' as const, id: slot.id, slot })),
    ...pendingExceptions,
  ].sort(byDateAndHour);

  /** Pending rows leave the draft; saved ones are deleted on the server. */
  async function removeRow(row: SlotRow<RecurrentSlot> | SlotRow<ExceptionSlot>, kind: 'recurrent' | 'exception') {
    if (row.status === 'pending') {
      if (kind === 'recurrent') setPendingRecurrent((rows) => rows.filter((r) => r.key !== row.key));
      else setPendingExceptions((rows) => rows.filter((r) => r.key !== row.key));
      return;
    }
    setRemovingKey(row.key);
    try {
      await (kind === 'recurrent' ? deleteRecurrentSlot(row.id) : deleteException(row.id));
      await refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setRemovingKey(null);
    }
  }

  /** Saves the new recurrent slots, then the new exceptions; what was saved leaves the draft even if the rest fails. */
  async function save() {
    setSaving(true);
    try {
      if (pendingRecurrent.length) {
        await saveRecurrentSlots(
          pendingRecurrent.map((row) => ({ campaign: campaignId, ...row.slot, dia_semana: row.slot.dia_semana as Weekday })),
        );
        await refresh();
        setPendingRecurrent([]);
      }
      if (pendingExceptions.length) {
        await saveExceptions(pendingExceptions.map((row) => ({ campaign: campaignId, ...row.slot })));
        await refresh();
        setPendingExceptions([]);
      }
      notifySuccess(CAMPAIGN_MSG.availabilitySaved);
    } catch (error) {
      notifyErrorMessage(saveFailureText(error));
    } finally {
      setSaving(false);
    }
  }

  return {
    addRecurrent, addException, recurrentCell, exceptionCell, recurrentRows, exceptionRows, removeRow, save, saving,
    removingKey,
    pendingCount: { recurrent: pendingRecurrent.length, exceptions: pendingExceptions.length },
  };
}
