/**
 * Cart of docs/requirements.md §7: POST /commodity/manage_carts/ (page, size query) adds scenes (body `scene_ids`) and lists the
 * cart; GET lists; PUT replaces the cart's content; GET /commodity/carts/ summarizes (ids and count);
 * DELETE /commodity/carts/ removes scenes (`scene_ids`) or empties the cart. The rules and SQL are api/src/cart/.
 */
import {
  cartAddBody,
  cartItemSchema,
  cartListQuery,
  cartRemovedSchema,
  cartRemoveQuery,
  cartReplaceBody,
  cartSummarySchema,
} from '@portal/shared/domain/cart';
import { pageQuerySchema } from '@portal/shared/domain/paging';
import { addToCart, cartOwner, cartSummary, listCart, removeFromCart, replaceCart } from '../../cart/cart';
import { listEnvelope, okEnvelope, responses } from '../../http/envelope';
import { defineRoutes } from '../deps';
import { builtPage } from '../../http/route-parts';

const tags = ['Cart'];

export default defineRoutes((r, { db }) => {
  const listSchema = responses(listEnvelope(cartItemSchema));

  r.post('/commodity/manage_carts/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'cartAdd',
      summary:
        'Add scenes to the cart (body scene_ids; a scene appears once) and return the cart page (page, size); 409 for a scene already bought',
      querystring: pageQuerySchema,
      body: cartAddBody,
      response: listSchema,
    },
    handler: async (req, reply) => {
      const ids = req.body?.scene_ids ?? [];
      await addToCart(db, req, ids);
      const page = await listCart(db, req, req.query);
      return builtPage(reply.ok(page.data, ids.length ? 'catalogAddedToCart' : 'ok'), page);
    },
  });

  r.get('/commodity/manage_carts/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'cartList',
      summary: "The caller's cart (page, size); staff may read a customer's cart (user_id), read-only",
      querystring: cartListQuery,
      response: listSchema,
    },
    handler: async (req, reply) => {
      const page = await listCart(db, req, req.query, cartOwner(req, req.query.user_id));
      return builtPage(reply.ok(page.data), page);
    },
  });

  r.put('/commodity/manage_carts/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'cartReplace',
      summary: "Replace the cart's content with exactly these scenes",
      querystring: pageQuerySchema,
      body: cartReplaceBody,
      response: listSchema,
    },
    handler: async (req, reply) => {
      await replaceCart(db, req, req.body.scene_ids);
      const page = await listCart(db, req, req.query);
      return builtPage(reply.ok(page.data, 'saved'), page);
    },
  });

  r.get('/commodity/carts/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'cartSummary',
      summary: 'Cart summary: the scene IDs in the cart (newest first) and their count',
      response: responses(okEnvelope(cartSummarySchema)),
    },
    handler: async (req, reply) => reply.ok([await cartSummary(db, req)]),
  });

  r.delete('/commodity/carts/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'cartRemove',
      summary: 'Remove scenes from the cart (scene_ids, comma-separated); without scene_ids, empty the cart',
      querystring: cartRemoveQuery,
      response: responses(okEnvelope(cartRemovedSchema)),
    },
    handler: async (req, reply) =>
      reply.ok([{ removed: await removeFromCart(db, req.user!.id, req.query.scene_ids) }], 'deleted'),
  });
});
