// SPDX-License-Identifier: Apache-2.0
// The reference limits cudaHostGetFlags to cudaHostAlloc ranges; record what it does on
// cudaHostRegister'd memory (code and flags) for the Default, Portable and Mapped flags.
#include "cudasem/cudasem.h"

#include <string>
#include <unistd.h>

CUDASEM_CASE(CudaHostGetFlags, RegisteredMemory, {
    .id = "host_memory.get_flags.registered_memory",
    .kind = cudasem::Kind::characterization,
    .cite = {.doc = "RT", .section = "cudaHostGetFlags",
             .quote = "cudaHostGetFlags() will fail if the input pointer does not reside in an address range allocated by cudaHostAlloc().",
             .version = "13.0"},
    .needs = {cudasem::attr("hostRegisterSupported") >= 1},
}) {
  const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  const unsigned requests[] = {cudaHostRegisterDefault, cudaHostRegisterPortable, cudaHostRegisterMapped};
  std::string seen;

  for (unsigned requested : requests) {
    cudasem::RegisteredBuffer<unsigned char> host(page, requested);
    ASSERT_NE(host.data(), nullptr);
    unsigned got = 0;
    cudaError_t result = cudaHostGetFlags(&got, host.data());
    seen += std::to_string(requested) + ":" + cudasem::error_text(result) + " flags=" +
            std::to_string(got) + "; ";
  }

  cudasem::observe("result_and_flags_per_register_flag", seen);
  cudasem::last_error(cudasem::LastError::clear);
}
