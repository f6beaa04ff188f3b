// SPDX-License-Identifier: Apache-2.0
// cudaMallocManaged accepts only cudaMemAttachGlobal or cudaMemAttachHost: 0, cudaMemAttachSingle
// and Global|Host must each fail with one of the documented codes.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMallocManagedFlags, OtherThanGlobalOrHostRejected,
    {
        .api = {"cudaMallocManaged"},
        .cite = {.doc = "RT",
            .section = "cudaMallocManaged",
            .quote = "flags must be one of cudaMemAttachGlobal or cudaMemAttachHost."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  void* zero_flags = nullptr;
  void* single_flag = nullptr;
  void* global_and_host = nullptr;

  CUDASEM_EXPECT_FAILURE(cudaMallocManaged(&zero_flags, 4096, 0u));
  CUDASEM_EXPECT_FAILURE(cudaMallocManaged(&single_flag, 4096, cudaMemAttachSingle));
  CUDASEM_EXPECT_FAILURE(cudaMallocManaged(&global_and_host, 4096, cudaMemAttachGlobal | cudaMemAttachHost));

  for (void* p : {zero_flags, single_flag, global_and_host})
    if (p) CUDASEM_EXPECT_OK(cudaFree(p));
  cudasem::last_error(cudasem::LastError::clear);
}
