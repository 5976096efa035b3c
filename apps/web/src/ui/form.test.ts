import { describe, expect, it } from 'vitest';
import { MSG, PASSWORD_MSG, RoleWrite, UserRegister, z } from '@atiende/shared';
import { schemaValidator } from './form';

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
