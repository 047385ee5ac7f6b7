import { ApiError, NETWORK_FAILURE } from '@portal/shared/http';
import { i18n } from '@portal/shared/i18n';
import { errorMessage } from './errors';

test("a call that got no answer reads as the network failure, in the page's language; others keep their message", async () => {
  await i18n.changeLanguage('en');
  expect(errorMessage(new ApiError('Network Error', 0, -1, [], true))).toBe(NETWORK_FAILURE.en);
  await i18n.changeLanguage('zh');
  expect(errorMessage(new ApiError('timeout of 60000ms exceeded', 0, -1, [], true))).toBe(NETWORK_FAILURE.zh);
  expect(errorMessage(new ApiError('该影像不存在', 404, 404))).toBe('该影像不存在');
  expect(errorMessage('plain')).toBe('plain');
});
