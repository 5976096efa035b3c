import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../app/api';

const shown = vi.hoisted(() => [] as { title: string; message: string }[]);
vi.mock('./notices', () => ({
  notifyErrorTitled: (error: Error, title: string) => shown.push({ title, message: error.message }),
}));

const { FIELDS_REFUSED, showServerErrors } = await import('./form');

function fakeForm() {
  const errors: Record<string, string> = {};
  return { errors, setFieldError: (path: string, error: string) => { errors[path] = error; }, getValues: () => ({ name: '', campaign: [] }) };
}

describe('server errors of a form', () => {
  it('go under their fields; with a fields notice the screen also says so under its title, with what belongs to no field', () => {
    shown.length = 0;
    const form = fakeForm();
    const refused = new ApiError(400, { name: ['Ya existe una plantilla con ese nombre e idioma.'], type_template: ['Tipo no válido.'] });
    showServerErrors(form, refused, 'Error', FIELDS_REFUSED);
    expect(form.errors).toEqual({ name: 'Ya existe una plantilla con ese nombre e idioma.' });
    expect(shown).toEqual([{ title: 'Error', message: `${FIELDS_REFUSED} Tipo no válido.` }]);
  });

  it('without it, field errors stay under their fields only', () => {
    shown.length = 0;
    const form = fakeForm();
    showServerErrors(form, new ApiError(400, { name: ['Obligatorio.'] }), 'Error');
    expect(form.errors).toEqual({ name: 'Obligatorio.' });
    expect(shown).toEqual([]);
  });
});
