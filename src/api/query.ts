// Typed react-query access to apiBack: $api.useQuery('get', '/apiBack/v1/...', { params }),
// $api.queryOptions(...), $api.useMutation('post', ...). Same client, same middleware.
import createQueryClient from 'openapi-react-query';
import { apiClient } from './client';

export const $api = createQueryClient(apiClient);
