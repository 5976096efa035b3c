import { Button, Drawer, SegmentedControl, Stack, Text, useMantineColorScheme } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLayoutSettings, type LayoutSettings } from './layout-settings';

function Setting({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>{label}</Text>
      {children}
    </Stack>
  );
}

export function Customizer({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { settings, update, reset } = useLayoutSettings();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const choose = <K extends keyof LayoutSettings>(key: K) => (value: string) => update({ [key]: value } as Partial<LayoutSettings>);
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title="Personalizar tema" size={320}>
      <Stack gap="lg">
        <Setting label="Modo">
          <SegmentedControl fullWidth value={colorScheme === 'dark' ? 'dark' : 'light'} onChange={(v) => setColorScheme(v as 'light' | 'dark')}
            data={[{ value: 'light', label: 'Claro' }, { value: 'dark', label: 'Oscuro' }]} />
        </Setting>
        <Setting label="Diseño">
          <SegmentedControl fullWidth value={settings.layout} onChange={choose('layout')}
            data={[{ value: 'vertical', label: 'Vertical' }, { value: 'horizontal', label: 'Horizontal' }]} />
        </Setting>
        <Setting label="Ancho">
          <SegmentedControl fullWidth value={settings.width} onChange={choose('width')}
            data={[{ value: 'fluid', label: 'Fluido' }, { value: 'boxed', label: 'Encajado' }, { value: 'scrollable', label: 'Desplazable' }]} />
        </Setting>
        <Setting label="Tamaño del menú lateral">
          <SegmentedControl fullWidth value={settings.sidebarSize} onChange={choose('sidebarSize')}
            data={[{ value: 'default', label: 'Grande' }, { value: 'compact', label: 'Compacto' }, { value: 'small', label: 'Pequeño' }]} />
        </Setting>
        <Setting label="Color del menú lateral">
          <SegmentedControl fullWidth value={settings.sidebarTone} onChange={choose('sidebarTone')}
            data={[{ value: 'light', label: 'Claro' }, { value: 'dark', label: 'Oscuro' }]} />
        </Setting>
        <Setting label="Color de la barra superior">
          <SegmentedControl fullWidth value={settings.topbarTone} onChange={choose('topbarTone')}
            data={[{ value: 'light', label: 'Claro' }, { value: 'dark', label: 'Oscuro' }]} />
        </Setting>
        <Button variant="default" onClick={() => { reset(); setColorScheme('light'); }}>Restablecer valores</Button>
      </Stack>
    </Drawer>
  );
}
