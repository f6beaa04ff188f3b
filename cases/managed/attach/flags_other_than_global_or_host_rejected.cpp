// SPDX-License-Identifier: Apache-2.0
// cudaMallocManaged accepts only cudaMemAttachGlobal or cudaMemAttachHost: 0, cudaMemAttachSingle
// and Global|Host: what it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMallocManagedFlags, OtherThanGlobalOrHostRejected,
    {
        .api = {"cudaMallocManaged"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMallocManaged",
            .quote = "flags must be one of cudaMemAttachGlobal or cudaMemAttachHost."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  void* zero_flags = nullptr;
  void* single_flag = nullptr;
  void* global_and_host = nullptr;

  cudasem::observe("zero_flags_result", cudaMallocManaged(&zero_flags, 4096, 0u));
  cudasem::observe("attach_single_result", cudaMallocManaged(&single_flag, 4096, cudaMemAttachSingle));
  cudasem::observe(
      "global_and_host_result", cudaMallocManaged(&global_and_host, 4096, cudaMemAttachGlobal | cudaMemAttachHost));

  for (void* p : {zero_flags, single_flag, global_and_host})
    if (p) CUDASEM_EXPECT_OK(cudaFree(p));
  cudasem::last_error(cudasem::LastError::clear);
}
