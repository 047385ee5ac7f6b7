/**
 * The API reference follows the page's language: the OpenAPI document (the API answers in the request's language)
 * is asked for again when the language changes, and Scalar shows the new one in place of the old.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { currentLang, i18n, setLang } from '@portal/shared/i18n';
import { openApiDocument } from '../api';
import { mountApiReference } from '../scalar';
import { ApiReference } from './ApiReference';

jest.mock('../api', () => ({ openApiDocument: jest.fn() }));
jest.mock('../scalar', () => ({ mountApiReference: jest.fn() }));
const mocked = (f: unknown) => f as jest.Mock;

const destroyed: string[] = [];
beforeEach(() => {
  setLang('zh');
  // The document as the API answers it for the language of the moment.
  mocked(openApiDocument).mockImplementation(async () => ({
    openapi: '3.1.0',
    info: { title: currentLang() },
  }));
  mocked(mountApiReference).mockImplementation((_el: HTMLElement, doc: { info: { title: string } }) => () => {
    destroyed.push(doc.info.title);
  });
});
afterEach(() => setLang('zh'));

test('the reference shows the document of the page language, and the other one after a switch', async () => {
  render(
    <I18nextProvider i18n={i18n}>
      <ApiReference />
    </I18nextProvider>,
  );
  await waitFor(() => expect(mocked(mountApiReference)).toHaveBeenCalledTimes(1));
  expect(mocked(mountApiReference).mock.calls[0][0]).toBe(screen.getByTestId('api-reference'));
  expect(mocked(mountApiReference).mock.calls[0][1].info.title).toBe('zh');

  act(() => setLang('en'));
  await waitFor(() => expect(mocked(mountApiReference)).toHaveBeenCalledTimes(2));
  expect(mocked(mountApiReference).mock.calls[1][1].info.title).toBe('en');
  expect(destroyed).toEqual(['zh']);
  expect(mocked(openApiDocument)).toHaveBeenCalledTimes(2);
});
