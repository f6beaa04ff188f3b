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

CUDASEM_CASE(CudaFuncGetAttributes, RecordsAllFields,
    {
        .api = {"cudaFuncGetAttributes"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaFuncGetAttributes",
            .quote = "This function obtains the attributes of a function specified via func."},
        .claim = cudasem::Claim::hedge,
    }) {
  cudaFuncAttributes fa{};

  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&fa, reinterpret_cast<const void*>(sample)));

  cudasem::observe("shared_size_bytes", static_cast<unsigned long>(fa.sharedSizeBytes));
  cudasem::observe("const_size_bytes", static_cast<unsigned long>(fa.constSizeBytes));
  cudasem::observe("local_size_bytes", static_cast<unsigned long>(fa.localSizeBytes));
  cudasem::environment("max_threads_per_block", fa.maxThreadsPerBlock);
  cudasem::environment("num_regs", fa.numRegs);
  cudasem::environment("ptx_version", fa.ptxVersion);
  cudasem::environment("binary_version", fa.binaryVersion);
  cudasem::observe("cache_mode_ca", fa.cacheModeCA);
  cudasem::environment("max_dynamic_shared_size_bytes", fa.maxDynamicSharedSizeBytes);
  cudasem::observe("preferred_shmem_carveout", fa.preferredShmemCarveout);
  cudasem::observe("cluster_dim_must_be_set", fa.clusterDimMustBeSet);
  cudasem::observe("required_cluster_width", fa.requiredClusterWidth);
  cudasem::observe("required_cluster_height", fa.requiredClusterHeight);
  cudasem::observe("required_cluster_depth", fa.requiredClusterDepth);
  cudasem::observe("cluster_scheduling_policy_preference", fa.clusterSchedulingPolicyPreference);
  cudasem::observe("non_portable_cluster_size_allowed", fa.nonPortableClusterSizeAllowed);
}
