// SPDX-License-Identifier: Apache-2.0
// cudaFuncGetAttributes on a small kernel (256 bytes of static shared memory): every field is
// recorded for the report.
#include "cudasem/cudasem.h"

namespace {
__global__ void sample(unsigned* out) {
  __shared__ unsigned tile[64];
  tile[threadIdx.x % 64] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = tile[(threadIdx.x + 1) % 64];
}
}  // namespace

CUDASEM_CASE(CudaFuncGetAttributes, RecordsAllFields, {
    .id = "funcattr.get.records_all_fields",
    .kind = cudasem::Kind::characterization,
    .cite = {.doc = "RT", .section = "cudaFuncGetAttributes",
             .quote = "This function obtains the attributes of a function specified via func.",
             .version = "13.0"},
}) {
  cudaFuncAttributes fa{};

  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&fa, reinterpret_cast<const void*>(sample)));

  cudasem::observe("sharedSizeBytes", static_cast<unsigned long>(fa.sharedSizeBytes));
  cudasem::observe("constSizeBytes", static_cast<unsigned long>(fa.constSizeBytes));
  cudasem::observe("localSizeBytes", static_cast<unsigned long>(fa.localSizeBytes));
  cudasem::observe("maxThreadsPerBlock", fa.maxThreadsPerBlock);
  cudasem::observe("numRegs", fa.numRegs);
  cudasem::observe("ptxVersion", fa.ptxVersion);
  cudasem::observe("binaryVersion", fa.binaryVersion);
  cudasem::observe("cacheModeCA", fa.cacheModeCA);
  cudasem::observe("maxDynamicSharedSizeBytes", fa.maxDynamicSharedSizeBytes);
  cudasem::observe("preferredShmemCarveout", fa.preferredShmemCarveout);
  cudasem::observe("clusterDimMustBeSet", fa.clusterDimMustBeSet);
  cudasem::observe("requiredClusterWidth", fa.requiredClusterWidth);
  cudasem::observe("requiredClusterHeight", fa.requiredClusterHeight);
  cudasem::observe("requiredClusterDepth", fa.requiredClusterDepth);
  cudasem::observe("clusterSchedulingPolicyPreference", fa.clusterSchedulingPolicyPreference);
  cudasem::observe("nonPortableClusterSizeAllowed", fa.nonPortableClusterSizeAllowed);
}
