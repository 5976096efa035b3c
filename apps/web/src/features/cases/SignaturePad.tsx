import { useEffect, useRef } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';

const WIDTH = 440;
const HEIGHT = 160;

/**
 * A signature drawn with the mouse, a pen or a finger on a canvas; `onChange` gets it as a PNG data URL
 * after each stroke, or null once cleared.
 */
export function SignaturePad({ onChange }: { onChange(png: string | null): void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#1a1b3a';
  }, []);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - box.left) * WIDTH) / box.width, y: ((event.clientY - box.top) * HEIGHT) / box.height };
  };
  const start = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d')!;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
  };
  const move = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d')!;
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
  };
  const end = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    onChange(event.currentTarget.toDataURL('image/png'));
  };
  const clear = () => {
    canvas.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    onChange(null);
  };

  return (
    <div>
      <Text size="sm" fw={500} mb={4}>Firma</Text>
      <Paper withBorder radius="md" bg="white" style={{ overflow: 'hidden', touchAction: 'none' }}>
        <canvas ref={canvas} width={WIDTH} height={HEIGHT} aria-label="Área de firma" data-testid="signature-pad"
          style={{ width: '100%', height: 'auto', display: 'block', cursor: 'crosshair' }}
          onPointerDown={start} onPointerMove={move} onPointerUp={end} onPointerLeave={end} />
      </Paper>
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">Firme dentro del recuadro.</Text>
        <Button size="compact-xs" variant="subtle" onClick={clear}>Limpiar firma</Button>
      </Group>
    </div>
  );
}
