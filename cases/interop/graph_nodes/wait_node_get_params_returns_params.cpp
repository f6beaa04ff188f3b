// SPDX-License-Identifier: Apache-2.0
// cudaGraphExternalSemaphoresWaitNodeGetParams returns the node's parameters: one semaphore, the
// imported handle, and the fence value given at creation.
#include "../interop_vulkan.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphExternalSemaphoresWaitNodeGetParams, ReturnsNodeParameters,
    {
        .api = {"cudaGraphExternalSemaphoresWaitNodeGetParams"},
        .cite = {.doc = "RT",
            .section = "cudaGraphExternalSemaphoresWaitNodeGetParams",
            .quote = "Returns the parameters of an external semaphore wait node hNode in params_out."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  cudasem::interop::expect_node_get_params_returns_params<cudasem::interop::SemaphoreNode::wait>(33);
}
