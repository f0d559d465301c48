import { Button, Group } from '@mantine/core';
import { useDownloadBanner } from './DownloadBannerProvider.tsx';

export function StartAndFinish() {
  const banner = useDownloadBanner();
  return (
    <Group>
      <Button variant="light" onClick={() => banner.show()}>
        start download
      </Button>
      <Button variant="default" onClick={() => banner.hide()}>
        finish download
      </Button>
      <Button variant="default" onClick={() => void banner.track(new Promise((done) => setTimeout(done, 3000)))}>
        track a 3 s download
      </Button>
    </Group>
  );
}
