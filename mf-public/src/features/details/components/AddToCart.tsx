/** "Add to cart" for a signed-in user who has a cart, with the outcome said next to the button. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { Alert, Button, Stack } from '@mui/material';
import { ORDER_CENTER_CHILDREN } from '@portal/shared/domain';
import { failureMessage } from '@portal/shared/http';
import { roleGroupAtom, signedInAtom } from '@portal/shared/session';
import { followLink } from '@portal/shared/ui';
import { addSceneToCart } from '../api';
import { NS } from '../i18n';

const cart = ORDER_CENTER_CHILDREN.find((c) => c.path === 'shoppingCart')!;

type Outcome = { ok: true } | { ok: false; message: string } | null;

export function AddToCart({ sceneId }: { sceneId: string }) {
  const { t } = useTranslation(NS);
  const signedIn = useAtomValue(signedInAtom);
  const role = useAtomValue(roleGroupAtom);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (!signedIn || !cart.roles.includes(role)) return null;
  const add = () => {
    setBusy(true);
    setOutcome(null);
    addSceneToCart(sceneId)
      .then(
        () => setOutcome({ ok: true }),
        (e: unknown) => setOutcome({ ok: false, message: failureMessage(e) ?? '' }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Stack spacing={1} alignItems="flex-start">
      <Button variant="contained" onClick={add} disabled={busy} data-testid="details-add-to-cart">
        {t('addToCart')}
      </Button>
      <div role="status">
        {outcome?.ok && (
          <Alert
            severity="success"
            action={
              <Button
                href={`/personalCenter/${cart.path}`}
                onClick={followLink(`/personalCenter/${cart.path}`)}
              >
                {t('toCart')}
              </Button>
            }
          >
            {t('addedToCart')}
          </Alert>
        )}
        {outcome && !outcome.ok && (
          <Alert severity="error">{t('cartFailed', { msg: outcome.message })}</Alert>
        )}
      </div>
    </Stack>
  );
}
