import { Center, Loader } from '@mantine/core';

/** What a screen shows while its chunk loads (the Suspense fallback of every route): a spinner named 'Cargando…'. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Center mih={fullScreen ? '100vh' : '40vh'} data-testid="page-loader">
      <Loader role="status" aria-label="Cargando…" />
    </Center>
  );
}
