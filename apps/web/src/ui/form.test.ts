import { describe, expect, it } from 'vitest';
import { CaseCreate, CaseStateChange, MSG, PageQuery, PASSWORD_MSG, RoleWrite, UserCreate, UserRegister, z } from '@atiende/shared';
import { inputLimits, maxLengthOf, maxLengths, schemaValidator } from './form';

describe('forms validated with the shared schemas', () => {
  it('show under each field the first message the server would answer', () => {
    const validate = schemaValidator(UserRegister);
    const errors = validate({ username: 'ana@correo.co', password: 'contraseña', confirm_password: 'otra', first_name: '', last_name: 'Gil', documentType: 'CEDULA', documentNumber: '123' });
    expect(errors.password).toBe(PASSWORD_MSG.common);
    expect(errors.confirm_password).toBe(MSG.passwordsDiffer);
    expect(errors.first_name).toBe(MSG.required);
    expect(errors.last_name).toBeUndefined();
    expect(schemaValidator(RoleWrite)({ nombre: '  ' })).toEqual({ nombre: MSG.emptyField });
    expect(schemaValidator(RoleWrite)({ nombre: 'Auditores' })).toEqual({});
  });

  it('validate the payload the form sends when its values differ', () => {
    const validate = schemaValidator(RoleWrite, (values: { name: string }) => ({ nombre: values.name }));
    expect(validate({ name: '' })).toEqual({ nombre: MSG.emptyField });
  });
});

describe('schemaValidator with nested fields', () => {
  it('names an error inside an object of fields as group.key, and inside a list by the list', () => {
    const schema = z.object({ config: z.object({ token: z.string().min(1, 'Falta el token') }), ids: z.array(z.number().min(1, 'Id no válido')) });
    const validate = schemaValidator<{ config: { token: string }; ids: number[] }>(schema);
    expect(validate({ config: { token: '' }, ids: [0] })).toEqual({ 'config.token': 'Falta el token', ids: 'Id no válido' });
  });
});

describe('text limits from the shared schemas', () => {
  it('reads the maximum length of each text field, through optional, preprocess and pipes', () => {
    expect(maxLengths(RoleWrite)).toEqual({ nombre: 150 });
    expect(maxLengths(UserCreate)).toMatchObject({ username: 254, first_name: 150, last_name: 150, documentNumber: 30 });
    expect(maxLengths(CaseCreate)).toMatchObject({ descripcion: 5000, observaciones: 5000 });
    expect(maxLengthOf(CaseStateChange.shape.observaciones)).toBe(2000);
    expect(maxLengthOf(PageQuery.shape.search)).toBe(200);
    expect(maxLengthOf(z.number())).toBeUndefined();
  });

  it('gives every field bound through the form its maxLength', () => {
    const enhance = inputLimits(schemaValidator(RoleWrite));
    expect(enhance({ field: 'nombre' })).toEqual({ maxLength: 150 });
    expect(enhance({ field: 'otro' })).toEqual({});
    expect(inputLimits(undefined)({ field: 'nombre' })).toEqual({});
  });

  it('words a text that is too long in plain Spanish, also for the role name', () => {
    expect(schemaValidator(RoleWrite)({ nombre: 'R'.repeat(400) })).toEqual({ nombre: 'Escriba como máximo 150 caracteres.' });
    const tooLong = UserCreate.safeParse({ first_name: 'A'.repeat(151) });
    expect(tooLong.error?.issues.find((issue) => issue.path[0] === 'first_name')?.message).toBe('Escriba como máximo 150 caracteres.');
  });
});
