// SPDX-License-Identifier: Apache-2.0
// With AccessedBy set for device 0 only, a 3-slot AccessedBy query returns
// {0, cudaInvalidDeviceId, cudaInvalidDeviceId}.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemAdvise, AccessedByListPaddedWithInvalid,
    {
        .api = {"cudaMemRangeGetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemRangeGetAttribute",
            .quote =
                "For ex., if dataSize is 12 (i.e. data has 3 elements) and only device 0 has the advice set, then the result returned will be { 0, cudaInvalidDeviceId, cudaInvalidDeviceId }."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  cudasem::ManagedBuffer<unsigned> buffer(1 << 16);
  ASSERT_NE(buffer.data(), nullptr);

  CUDASEM_EXPECT_OK(cudaMemAdvise(buffer.data(), buffer.bytes(), cudaMemAdviseSetAccessedBy, m::device_location(0)));

  auto list = m::accessed_by(buffer.data(), buffer.bytes(), 3);
  cudasem::observe("accessed_by", m::list_text(list.devices));
  CUDASEM_EXPECT_ERROR_OF(cudaMemRangeGetAttribute, list.result, cudaSuccess);
  CUDASEM_EXPECT_EQ_NAMED("accessed_by.padded_with_invalid", m::list_text(list.devices),
      m::list_text({0, cudaInvalidDeviceId, cudaInvalidDeviceId}));
}
