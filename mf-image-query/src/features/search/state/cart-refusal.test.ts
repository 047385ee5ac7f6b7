import { ApiError } from '@portal/shared/http';
import { cartRefusal } from './cart-refusal';

const OWNED = 'You have already bought some of these images; they cannot be added to the cart again';

it('names the scenes already bought after the server message, each once', () => {
  const err = new ApiError(OWNED, 409, 409, [
    { field: 'scene_ids.2', message: 'You have already ordered this image' },
    { field: 'scene_ids.0', message: 'You have already ordered this image' },
  ]);
  const said = cartRefusal(err, ['A', 'B', 'C']) as ApiError;
  expect(said.message).toBe(`${OWNED}: C, A`);
  expect(said.status).toBe(409);
});

it('leaves any other failure as it is', () => {
  const notFound = new ApiError('Not found', 404, 404, [{ field: 'scene_ids.0', message: 'x' }]);
  expect(cartRefusal(notFound, ['A'])).toBe(notFound);
  const bare = new ApiError(OWNED, 409, 409);
  expect(cartRefusal(bare, ['A'])).toBe(bare);
  const other = new Error('boom');
  expect(cartRefusal(other, ['A'])).toBe(other);
});
