// SPDX-License-Identifier: Apache-2.0
// cudaFuncGetName on a kernel declared extern "C" returns its plain name as a null-terminated
// string.
#include <string>

#include "cudasem/cudasem.h"

extern "C" __global__ void cudasem_funcattr_extern_c_named_kernel(unsigned* out) { *out = 1; }

CUDASEM_CASE(CudaFuncGetName, ExternCKernelName,
    {
        .api = {"cudaFuncGetName"},
        .cite = {.doc = "RT",
            .section = "cudaFuncGetName",
            .quote =
                "Returns in **name the function name associated with the symbol func . The function name is returned as a null-terminated string."},
        .claim = cudasem::Claim::promise,
    }) {
  const char* name = nullptr;

  CUDASEM_ASSERT_OK(cudaFuncGetName(&name, reinterpret_cast<const void*>(cudasem_funcattr_extern_c_named_kernel)));

  CUDASEM_ASSERT_TRUE_NAMED("kernel_name.returned", name != nullptr);
  CUDASEM_EXPECT_EQ_NAMED("kernel_name", std::string(name), "cudasem_funcattr_extern_c_named_kernel");
}
