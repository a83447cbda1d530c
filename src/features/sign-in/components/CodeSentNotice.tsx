import { Box } from '@/design-system/components/Box';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { ltrValue, useI18n } from '@/lib/i18n';
import { useStorefront } from '@/lib/session';

export interface CodeSentNoticeProps {
  phone: string;
  /** The demo shop's code (it cannot send SMS); shown only when the shop's settings are in demo mode. */
  demoOtp?: string;
}

/** "We sent a code to …", and on a demo shop the code itself. */
export function CodeSentNotice({ phone, demoOtp }: CodeSentNoticeProps) {
  const { t, dir } = useI18n();
  const { settings } = useStorefront();
  const showDemoCode = settings.demo_mode === 1 && demoOtp !== undefined;
  return (
    <Box role="status" padding="4" borderRadius="md" background="infoSurface">
      <Stack gap="2">
        <Text>{t('We sent a 5-digit code to {phone}.', { phone: ltrValue(phone, dir) })}</Text>
        {showDemoCode ? (
          <Text weight="semibold">
            {t('Demo shop: no SMS is sent. Your code is {code}.', { code: demoOtp })}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
