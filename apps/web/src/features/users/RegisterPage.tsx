import { Link, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useForm } from '../../ui/use-form';
import { Anchor, Box, Center, PasswordInput, Select, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { USER_MSG, UserRegister } from '@atiende/shared';
import { FormCard } from '../../ui/FormCard';
import { schemaValidator, showServerErrors } from '../../ui/form';
import { registerUser } from './users.api';
import { DOCUMENT_TYPE_OPTIONS, onlyDigits } from './user-fields';
import { usePageTitle } from '../../app/page-title';

/** Read and shown by the login page. */
const LOGIN_NOTICE_KEY = 'atiende.loginNotice';

interface RegisterValues {
  username: string;
  password: string;
  confirm_password: string;
  first_name: string;
  last_name: string;
  documentType: string | null;
  documentNumber: string;
}

function toPayload(values: RegisterValues): UserRegister {
  return {
    ...values,
    username: values.username.trim(),
    documentType: values.documentType as UserRegister['documentType'],
    contactType: 'PERSONA NATURAL',
  };
}

export function RegisterPage() {
  const navigate = useNavigate();
  usePageTitle('Crear cuenta');
  const form = useForm<RegisterValues>({
    initialValues: {
      username: '', password: '', confirm_password: '', first_name: '', last_name: '', documentType: null, documentNumber: '',
    },
    validate: schemaValidator(UserRegister, toPayload),
  });
  const save = useMutation({
    mutationFn: (values: RegisterValues) => registerUser(toPayload(values)),
    onSuccess: () => {
      sessionStorage.setItem(LOGIN_NOTICE_KEY, USER_MSG.registered);
      navigate('/login');
    },
    onError: (error) => showServerErrors(form, error),
  });

  return (
    <Center component="main" mih="100vh" p="md" bg="var(--mantine-color-body)">
      <Box w="100%" maw={560}>
        <FormCard onSubmit={form.onSubmit((values) => save.mutate(values))} submitLabel="Registrarme"
          busy={save.isPending} maw={560}>
          <div>
            <Title order={1} size="h2">Crear cuenta</Title>
            <Text c="dimmed" size="sm">Un administrador le asignará un rol para empezar a trabajar.</Text>
          </div>
          <TextInput label="Usuario (correo electrónico)" type="email" autoComplete="email" withAsterisk autoFocus
            {...form.getInputProps('username')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput label="Contraseña" autoComplete="new-password" withAsterisk
              {...form.getInputProps('password')} />
            <PasswordInput label="Confirmar contraseña" autoComplete="new-password" withAsterisk
              {...form.getInputProps('confirm_password')} />
            <TextInput label="Nombres" autoComplete="given-name" withAsterisk {...form.getInputProps('first_name')} />
            <TextInput label="Apellidos" autoComplete="family-name" withAsterisk {...form.getInputProps('last_name')} />
            <Select label="Tipo de documento" placeholder="Seleccione" data={DOCUMENT_TYPE_OPTIONS} withAsterisk
              {...form.getInputProps('documentType')} />
            <TextInput label="Número de documento" inputMode="numeric" withAsterisk {...form.getInputProps('documentNumber')}
              onChange={(e) => form.setFieldValue('documentNumber', onlyDigits(e.currentTarget.value))} />
          </SimpleGrid>
        </FormCard>
        <Text size="sm" ta="center" mt="md">
          ¿Ya tienes cuenta? <Anchor component={Link} to="/login">Inicia sesión</Anchor>
        </Text>
      </Box>
    </Center>
  );
}
