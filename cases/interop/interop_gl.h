// SPDX-License-Identifier: Apache-2.0
// OpenGL side of the interop cases (header-only, namespace cudasem::interop): a headless OpenGL
// context through EGL (EGL_EXT_device_enumeration + EGL_PLATFORM_DEVICE_EXT, the EGL device whose
// EGL_CUDA_DEVICE_NV is the current CUDA device, a 1x1 pbuffer or no surface), opened at run time
// with dlopen("libEGL.so.1"); GL functions come from libOpenGL.so.0 / libGL.so.1 or
// eglGetProcAddress. No EGL or GL header is needed: the few types, constants and entry points
// used are declared here (values from the Khronos registry headers), and so are the three CUDA
// functions of cuda_gl_interop.h (which needs <GL/gl.h>). A machine without the loaders reports
// each GL case UNSUPPORTED with the reason.
//
//   cudasem::interop::GlContext gl;          // first, so it is destroyed last
//   CUDASEM_INTEROP_OPEN_GL(gl);             // GTEST_SKIP() << reason when unusable
//   unsigned buffer = gl.make_buffer(bytes, data);
//   cudasem::interop::GraphicsResource res;
//   CUDASEM_ASSERT_OK(cudasem::interop::register_gl_buffer(res, buffer));
#pragma once

#include <cuda_runtime_api.h>
#include <dlfcn.h>
#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "cudasem/check.h"
#include "cudasem/observe.h"
#include "cudasem/resources.h"
#include "interop.h"

// cuda_gl_interop.h, declared without <GL/gl.h> (GLuint and GLenum are unsigned int; enum
// cudaGLDeviceList's values: cudaGLDeviceListAll = 1).
extern "C" {
cudaError_t cudaGLGetDevices(
    unsigned int* pCudaDeviceCount, int* pCudaDevices, unsigned int cudaDeviceCount, unsigned int deviceList);
cudaError_t cudaGraphicsGLRegisterBuffer(
    struct cudaGraphicsResource** resource, unsigned int buffer, unsigned int flags);
cudaError_t cudaGraphicsGLRegisterImage(
    struct cudaGraphicsResource** resource, unsigned int image, unsigned int target, unsigned int flags);
}

#define CUDASEM_INTEROP_OPEN_GL(gl)                                      \
  do {                                                                   \
    const std::string cudasem_gl_reason_ = (gl).open();                  \
    if (!cudasem_gl_reason_.empty()) GTEST_SKIP() << cudasem_gl_reason_; \
  } while (0)

namespace cudasem::interop {

using GraphicsResource = Owner<cudaGraphicsResource_t, &cudaGraphicsUnregisterResource>;

// GL and EGL values, as gl::k... (a struct: the area's helpers stay in one namespace).
struct gl {
  // GL and EGL values (Khronos registry: GL/glcorearb.h, GL/glext.h, EGL/egl.h, EGL/eglext.h).
  static constexpr unsigned kArrayBuffer = 0x8892;       // GL_ARRAY_BUFFER
  static constexpr unsigned kDynamicDraw = 0x88E8;       // GL_DYNAMIC_DRAW
  static constexpr unsigned kTexture2D = 0x0DE1;         // GL_TEXTURE_2D
  static constexpr unsigned kRgba8 = 0x8058;             // GL_RGBA8
  static constexpr unsigned kRgba = 0x1908;              // GL_RGBA
  static constexpr unsigned kUnsignedByte = 0x1401;      // GL_UNSIGNED_BYTE
  static constexpr unsigned kTextureMinFilter = 0x2801;  // GL_TEXTURE_MIN_FILTER
  static constexpr unsigned kTextureMagFilter = 0x2800;  // GL_TEXTURE_MAG_FILTER
  static constexpr int kNearest = 0x2600;                // GL_NEAREST
  static constexpr unsigned kPackAlignment = 0x0D05;     // GL_PACK_ALIGNMENT
  static constexpr unsigned kUnpackAlignment = 0x0CF5;   // GL_UNPACK_ALIGNMENT
  static constexpr unsigned kRenderer = 0x1F01;          // GL_RENDERER
  static constexpr unsigned kNoError = 0;                // GL_NO_ERROR

  static constexpr std::int32_t kEglNone = 0x3038;
  static constexpr std::int32_t kEglSuccess = 0x3000;
  static constexpr std::int32_t kEglExtensions = 0x3055;
  static constexpr std::int32_t kEglSurfaceType = 0x3033;
  static constexpr std::int32_t kEglPbufferBit = 0x0001;
  static constexpr std::int32_t kEglRenderableType = 0x3040;
  static constexpr std::int32_t kEglOpenglBit = 0x0008;
  static constexpr std::int32_t kEglWidth = 0x3057;
  static constexpr std::int32_t kEglHeight = 0x3056;
  static constexpr unsigned kEglOpenglApi = 0x30A2;
  static constexpr unsigned kEglPlatformDeviceExt = 0x313F;
  static constexpr std::int32_t kEglCudaDeviceNv = 0x323A;
  static constexpr unsigned kCudaGlDeviceListAll = 1;  // cudaGLDeviceListAll
};

class GlContext {
 public:
  GlContext() = default;
  GlContext(const GlContext&) = delete;
  GlContext& operator=(const GlContext&) = delete;
  ~GlContext() { close(); }

  // "" when a GL context on the current CUDA device is current on this thread, else why not.
  std::string open();

  // A GL buffer (GL_ARRAY_BUFFER, GL_DYNAMIC_DRAW) holding `data`; 0 after ADD_FAILURE.
  unsigned make_buffer(const std::vector<unsigned char>& data);
  // glBufferSubData of `data` at offset 0 (no glFinish: issued GL work).
  bool update_buffer(unsigned buffer, const std::vector<unsigned char>& data);
  // glGetBufferSubData of the first `n` bytes.
  bool read_buffer(unsigned buffer, std::size_t n, std::vector<unsigned char>& out);
  // A GL_TEXTURE_2D, GL_RGBA8, one level, holding `data` (width * height * 4 bytes, packed rows).
  unsigned make_texture(unsigned width, unsigned height, const std::vector<unsigned char>& data);
  bool read_texture(unsigned texture, unsigned width, unsigned height, std::vector<unsigned char>& out);
  bool finish();

 private:
  void close();
  bool gl_ok(const char* call);
  void* symbol(const char* name);

  using EglGetProcAddress = void* (*)(const char*);
  using EglGetError = std::int32_t (*)();
  using EglQueryString = const char* (*)(void*, std::int32_t);
  using EglInitialize = unsigned (*)(void*, std::int32_t*, std::int32_t*);
  using EglTerminate = unsigned (*)(void*);
  using EglBindApi = unsigned (*)(unsigned);
  using EglChooseConfig = unsigned (*)(void*, const std::int32_t*, void**, std::int32_t, std::int32_t*);
  using EglCreateContext = void* (*)(void*, void*, void*, const std::int32_t*);
  using EglDestroyContext = unsigned (*)(void*, void*);
  using EglCreatePbufferSurface = void* (*)(void*, void*, const std::int32_t*);
  using EglDestroySurface = unsigned (*)(void*, void*);
  using EglMakeCurrent = unsigned (*)(void*, void*, void*, void*);
  using EglQueryDevicesExt = unsigned (*)(std::int32_t, void**, std::int32_t*);
  using EglQueryDeviceAttribExt = unsigned (*)(void*, std::int32_t, std::intptr_t*);
  using EglGetPlatformDisplayExt = void* (*)(unsigned, void*, const std::int32_t*);

  using GlGenBuffers = void (*)(int, unsigned*);
  using GlDeleteBuffers = void (*)(int, const unsigned*);
  using GlBindBuffer = void (*)(unsigned, unsigned);
  using GlBufferData = void (*)(unsigned, std::ptrdiff_t, const void*, unsigned);
  using GlBufferSubData = void (*)(unsigned, std::ptrdiff_t, std::ptrdiff_t, const void*);
  using GlGetBufferSubData = void (*)(unsigned, std::ptrdiff_t, std::ptrdiff_t, void*);
  using GlGenTextures = void (*)(int, unsigned*);
  using GlDeleteTextures = void (*)(int, const unsigned*);
  using GlBindTexture = void (*)(unsigned, unsigned);
  using GlTexImage2D = void (*)(unsigned, int, int, int, int, int, unsigned, unsigned, const void*);
  using GlTexParameteri = void (*)(unsigned, unsigned, int);
  using GlGetTexImage = void (*)(unsigned, int, unsigned, unsigned, void*);
  using GlPixelStorei = void (*)(unsigned, int);
  using GlFinish = void (*)();
  using GlGetError = unsigned (*)();
  using GlGetString = const unsigned char* (*)(unsigned);

  void* egl_lib_ = nullptr;
  void* gl_lib_ = nullptr;
  EglGetProcAddress egl_get_proc_address_ = nullptr;
  EglGetError egl_get_error_ = nullptr;
  EglTerminate egl_terminate_ = nullptr;
  EglDestroyContext egl_destroy_context_ = nullptr;
  EglDestroySurface egl_destroy_surface_ = nullptr;
  EglMakeCurrent egl_make_current_ = nullptr;

  GlGenBuffers gen_buffers_ = nullptr;
  GlDeleteBuffers delete_buffers_ = nullptr;
  GlBindBuffer bind_buffer_ = nullptr;
  GlBufferData buffer_data_ = nullptr;
  GlBufferSubData buffer_sub_data_ = nullptr;
  GlGetBufferSubData get_buffer_sub_data_ = nullptr;
  GlGenTextures gen_textures_ = nullptr;
  GlDeleteTextures delete_textures_ = nullptr;
  GlBindTexture bind_texture_ = nullptr;
  GlTexImage2D tex_image_2d_ = nullptr;
  GlTexParameteri tex_parameteri_ = nullptr;
  GlGetTexImage get_tex_image_ = nullptr;
  GlPixelStorei pixel_storei_ = nullptr;
  GlFinish finish_ = nullptr;
  GlGetError get_error_ = nullptr;
  GlGetString get_string_ = nullptr;

  void* display_ = nullptr;
  void* context_ = nullptr;
  void* surface_ = nullptr;
  bool initialized_ = false;
  std::vector<unsigned> buffers_;
  std::vector<unsigned> textures_;
};

inline void* GlContext::symbol(const char* name) {
  void* p = gl_lib_ != nullptr ? dlsym(gl_lib_, name) : nullptr;
  if (p == nullptr && egl_get_proc_address_ != nullptr) p = egl_get_proc_address_(name);
  return p;
}

inline std::string GlContext::open() {
  if (context_ != nullptr) return "";
  egl_lib_ = dlopen("libEGL.so.1", RTLD_NOW | RTLD_LOCAL);
  if (egl_lib_ == nullptr) {
    const char* why = dlerror();
    return std::string("no EGL loader: libEGL.so.1 not found (") + (why ? why : "dlopen failed") + ")";
  }
  gl_lib_ = dlopen("libOpenGL.so.0", RTLD_NOW | RTLD_LOCAL);
  if (gl_lib_ == nullptr) gl_lib_ = dlopen("libGL.so.1", RTLD_NOW | RTLD_LOCAL);
  egl_get_proc_address_ = reinterpret_cast<EglGetProcAddress>(dlsym(egl_lib_, "eglGetProcAddress"));
  egl_get_error_ = reinterpret_cast<EglGetError>(dlsym(egl_lib_, "eglGetError"));
  auto query_string = reinterpret_cast<EglQueryString>(dlsym(egl_lib_, "eglQueryString"));
  auto initialize = reinterpret_cast<EglInitialize>(dlsym(egl_lib_, "eglInitialize"));
  egl_terminate_ = reinterpret_cast<EglTerminate>(dlsym(egl_lib_, "eglTerminate"));
  auto bind_api = reinterpret_cast<EglBindApi>(dlsym(egl_lib_, "eglBindAPI"));
  auto choose_config = reinterpret_cast<EglChooseConfig>(dlsym(egl_lib_, "eglChooseConfig"));
  auto create_context = reinterpret_cast<EglCreateContext>(dlsym(egl_lib_, "eglCreateContext"));
  egl_destroy_context_ = reinterpret_cast<EglDestroyContext>(dlsym(egl_lib_, "eglDestroyContext"));
  auto create_pbuffer = reinterpret_cast<EglCreatePbufferSurface>(dlsym(egl_lib_, "eglCreatePbufferSurface"));
  egl_destroy_surface_ = reinterpret_cast<EglDestroySurface>(dlsym(egl_lib_, "eglDestroySurface"));
  egl_make_current_ = reinterpret_cast<EglMakeCurrent>(dlsym(egl_lib_, "eglMakeCurrent"));
  if (!egl_get_proc_address_ || !egl_get_error_ || !query_string || !initialize || !egl_terminate_ || !bind_api ||
      !choose_config || !create_context || !egl_destroy_context_ || !create_pbuffer || !egl_destroy_surface_ ||
      !egl_make_current_)
    return "no EGL: libEGL.so.1 lacks EGL 1.4 entry points";
  const char* client_exts = query_string(nullptr, gl::kEglExtensions);
  const std::string exts = client_exts ? client_exts : "";
  // EGL_EXT_device_base is EGL_EXT_device_query plus EGL_EXT_device_enumeration (the EGL registry).
  const bool enumeration = exts.find("EGL_EXT_device_enumeration") != std::string::npos ||
                           exts.find("EGL_EXT_device_base") != std::string::npos;
  if (!enumeration || exts.find("EGL_EXT_platform_device") == std::string::npos)
    return "no EGL device: the EGL client lacks EGL_EXT_device_enumeration (or EGL_EXT_device_base) / EGL_EXT_platform_device (extensions: " +
           exts + ")";
  auto query_devices = reinterpret_cast<EglQueryDevicesExt>(egl_get_proc_address_("eglQueryDevicesEXT"));
  auto query_device_attrib =
      reinterpret_cast<EglQueryDeviceAttribExt>(egl_get_proc_address_("eglQueryDeviceAttribEXT"));
  auto platform_display = reinterpret_cast<EglGetPlatformDisplayExt>(egl_get_proc_address_("eglGetPlatformDisplayEXT"));
  if (!query_devices || !query_device_attrib || !platform_display)
    return "no EGL device: extension entry points missing";

  int cuda_device = 0;
  if (cudaGetDevice(&cuda_device) != cudaSuccess) return "no CUDA device (cudaGetDevice failed)";
  void* devices[16] = {};
  std::int32_t count = 0;
  if (!query_devices(16, devices, &count) || count <= 0) return "no EGL device (eglQueryDevicesEXT found none)";
  void* device = nullptr;
  for (std::int32_t i = 0; i < count && device == nullptr; ++i) {
    std::intptr_t ordinal = -1;
    if (query_device_attrib(devices[i], gl::kEglCudaDeviceNv, &ordinal) && ordinal == cuda_device) device = devices[i];
  }
  if (egl_get_error_ != nullptr) egl_get_error_();  // a device without EGL_NV_device_cuda leaves an error: cleared
  if (device == nullptr) return "no EGL device whose EGL_CUDA_DEVICE_NV is the current CUDA device";

  display_ = platform_display(gl::kEglPlatformDeviceExt, device, nullptr);
  if (display_ == nullptr) return "no EGL display for the EGL device (eglGetPlatformDisplayEXT)";
  std::int32_t major = 0, minor = 0;
  if (!initialize(display_, &major, &minor)) {
    display_ = nullptr;
    return "eglInitialize failed on the device display";
  }
  initialized_ = true;
  if (!bind_api(gl::kEglOpenglApi)) return "eglBindAPI(EGL_OPENGL_API) failed";
  const std::int32_t config_attribs[] = {
      gl::kEglSurfaceType, gl::kEglPbufferBit, gl::kEglRenderableType, gl::kEglOpenglBit, gl::kEglNone};
  void* config = nullptr;
  std::int32_t configs = 0;
  if (!choose_config(display_, config_attribs, &config, 1, &configs) || configs < 1)
    return "no EGL config with OpenGL and pbuffer support";
  context_ = create_context(display_, config, nullptr, nullptr);
  if (context_ == nullptr) return "eglCreateContext (OpenGL) failed";
  const std::int32_t pbuffer_attribs[] = {gl::kEglWidth, 1, gl::kEglHeight, 1, gl::kEglNone};
  surface_ = create_pbuffer(display_, config, pbuffer_attribs);
  if (!egl_make_current_(display_, surface_, surface_, context_)) return "eglMakeCurrent failed";

  gen_buffers_ = reinterpret_cast<GlGenBuffers>(symbol("glGenBuffers"));
  delete_buffers_ = reinterpret_cast<GlDeleteBuffers>(symbol("glDeleteBuffers"));
  bind_buffer_ = reinterpret_cast<GlBindBuffer>(symbol("glBindBuffer"));
  buffer_data_ = reinterpret_cast<GlBufferData>(symbol("glBufferData"));
  buffer_sub_data_ = reinterpret_cast<GlBufferSubData>(symbol("glBufferSubData"));
  get_buffer_sub_data_ = reinterpret_cast<GlGetBufferSubData>(symbol("glGetBufferSubData"));
  gen_textures_ = reinterpret_cast<GlGenTextures>(symbol("glGenTextures"));
  delete_textures_ = reinterpret_cast<GlDeleteTextures>(symbol("glDeleteTextures"));
  bind_texture_ = reinterpret_cast<GlBindTexture>(symbol("glBindTexture"));
  tex_image_2d_ = reinterpret_cast<GlTexImage2D>(symbol("glTexImage2D"));
  tex_parameteri_ = reinterpret_cast<GlTexParameteri>(symbol("glTexParameteri"));
  get_tex_image_ = reinterpret_cast<GlGetTexImage>(symbol("glGetTexImage"));
  pixel_storei_ = reinterpret_cast<GlPixelStorei>(symbol("glPixelStorei"));
  finish_ = reinterpret_cast<GlFinish>(symbol("glFinish"));
  get_error_ = reinterpret_cast<GlGetError>(symbol("glGetError"));
  get_string_ = reinterpret_cast<GlGetString>(symbol("glGetString"));
  if (!gen_buffers_ || !delete_buffers_ || !bind_buffer_ || !buffer_data_ || !buffer_sub_data_ ||
      !get_buffer_sub_data_ || !gen_textures_ || !delete_textures_ || !bind_texture_ || !tex_image_2d_ ||
      !tex_parameteri_ || !get_tex_image_ || !pixel_storei_ || !finish_ || !get_error_ || !get_string_)
    return "OpenGL entry points missing (libOpenGL.so.0 / eglGetProcAddress)";
  const unsigned char* renderer = get_string_(gl::kRenderer);
  environment("gl.renderer_name", renderer ? reinterpret_cast<const char*>(renderer) : "");

  // The GL context's CUDA devices must include the current one (cudaGLGetDevices).
  unsigned gl_count = 0;
  int gl_devices[8] = {};
  const cudaError_t e = cudaGLGetDevices(&gl_count, gl_devices, 8, gl::kCudaGlDeviceListAll);
  if (e != cudaSuccess) return "cudaGLGetDevices failed for the EGL context: " + error_text(e);
  bool found = false;
  for (unsigned i = 0; i < gl_count && i < 8; ++i) found = found || gl_devices[i] == cuda_device;
  if (!found) return "the EGL OpenGL context is not on the current CUDA device (cudaGLGetDevices)";
  return "";
}

inline void GlContext::close() {
  if (context_ != nullptr && display_ != nullptr) {
    if (!buffers_.empty()) delete_buffers_(static_cast<int>(buffers_.size()), buffers_.data());
    if (!textures_.empty()) delete_textures_(static_cast<int>(textures_.size()), textures_.data());
    buffers_.clear();
    textures_.clear();
    egl_make_current_(display_, nullptr, nullptr, nullptr);
    egl_destroy_context_(display_, context_);
  }
  context_ = nullptr;
  if (surface_ != nullptr && display_ != nullptr) egl_destroy_surface_(display_, surface_);
  surface_ = nullptr;
  if (initialized_ && display_ != nullptr) egl_terminate_(display_);
  initialized_ = false;
  display_ = nullptr;
  // The libraries stay loaded (the driver may keep threads).
}

inline bool GlContext::gl_ok(const char* call) {
  const unsigned e = get_error_();
  if (e == gl::kNoError) return true;
  ADD_FAILURE() << "gl: " << call << " raised GL error 0x" << std::hex << e;
  return false;
}

inline unsigned GlContext::make_buffer(const std::vector<unsigned char>& data) {
  if (context_ == nullptr) return 0;
  unsigned b = 0;
  gen_buffers_(1, &b);
  if (!gl_ok("glGenBuffers") || b == 0) return 0;
  buffers_.push_back(b);
  bind_buffer_(gl::kArrayBuffer, b);
  buffer_data_(gl::kArrayBuffer, static_cast<std::ptrdiff_t>(data.size()), data.data(), gl::kDynamicDraw);
  bind_buffer_(gl::kArrayBuffer, 0);
  if (!gl_ok("glBufferData")) return 0;
  return b;
}

inline bool GlContext::update_buffer(unsigned buffer, const std::vector<unsigned char>& data) {
  if (context_ == nullptr) return false;
  bind_buffer_(gl::kArrayBuffer, buffer);
  buffer_sub_data_(gl::kArrayBuffer, 0, static_cast<std::ptrdiff_t>(data.size()), data.data());
  bind_buffer_(gl::kArrayBuffer, 0);
  return gl_ok("glBufferSubData");
}

inline bool GlContext::read_buffer(unsigned buffer, std::size_t n, std::vector<unsigned char>& out) {
  if (context_ == nullptr) return false;
  out.assign(n, 0);
  bind_buffer_(gl::kArrayBuffer, buffer);
  get_buffer_sub_data_(gl::kArrayBuffer, 0, static_cast<std::ptrdiff_t>(n), out.data());
  bind_buffer_(gl::kArrayBuffer, 0);
  return gl_ok("glGetBufferSubData");
}

inline unsigned GlContext::make_texture(unsigned width, unsigned height, const std::vector<unsigned char>& data) {
  if (context_ == nullptr || data.size() != std::size_t{width} * height * 4) return 0;
  unsigned t = 0;
  gen_textures_(1, &t);
  if (!gl_ok("glGenTextures") || t == 0) return 0;
  textures_.push_back(t);
  bind_texture_(gl::kTexture2D, t);
  tex_parameteri_(gl::kTexture2D, gl::kTextureMinFilter, gl::kNearest);
  tex_parameteri_(gl::kTexture2D, gl::kTextureMagFilter, gl::kNearest);
  pixel_storei_(gl::kUnpackAlignment, 1);
  tex_image_2d_(gl::kTexture2D, 0, static_cast<int>(gl::kRgba8), static_cast<int>(width), static_cast<int>(height), 0,
      gl::kRgba, gl::kUnsignedByte, data.data());
  bind_texture_(gl::kTexture2D, 0);
  if (!gl_ok("glTexImage2D")) return 0;
  return t;
}

inline bool GlContext::read_texture(
    unsigned texture, unsigned width, unsigned height, std::vector<unsigned char>& out) {
  if (context_ == nullptr) return false;
  out.assign(std::size_t{width} * height * 4, 0);
  bind_texture_(gl::kTexture2D, texture);
  pixel_storei_(gl::kPackAlignment, 1);
  get_tex_image_(gl::kTexture2D, 0, gl::kRgba, gl::kUnsignedByte, out.data());
  bind_texture_(gl::kTexture2D, 0);
  return gl_ok("glGetTexImage");
}

inline bool GlContext::finish() {
  if (context_ == nullptr) return false;
  finish_();
  return gl_ok("glFinish");
}

// cudaGraphicsGLRegisterBuffer / RegisterImage into an owner (unregistered on destruction).
inline cudaError_t register_gl_buffer(GraphicsResource& out, unsigned buffer, unsigned flags = 0) {
  return cudaGraphicsGLRegisterBuffer(out.out(), buffer, flags);
}
inline cudaError_t register_gl_texture(GraphicsResource& out, unsigned texture, unsigned flags = 0) {
  return cudaGraphicsGLRegisterImage(out.out(), texture, gl::kTexture2D, flags);
}

// A new GL buffer of `bytes` (pattern_bytes(bytes, 1)) or texture (width x height RGBA8 texels,
// pattern_bytes(width * height * 4, seed)), registered with CUDA; `data` keeps the bytes GL was
// given (ASSERTs: the caller stops on a fatal failure).
struct RegisteredGlObject {
  unsigned name = 0;
  std::vector<unsigned char> data;
  GraphicsResource resource;
};
inline void register_new_gl_buffer(GlContext& gl, std::size_t bytes, RegisteredGlObject& out) {
  out.data = pattern_bytes(bytes, 1);
  out.name = gl.make_buffer(out.data);
  CUDASEM_ASSERT_TRUE_NAMED("gl_buffer_created", out.name != 0u);
  CUDASEM_ASSERT_OK(register_gl_buffer(out.resource, out.name));
}
inline void register_new_gl_texture(
    GlContext& gl, unsigned width, unsigned height, RegisteredGlObject& out, unsigned seed = 1) {
  out.data = pattern_bytes(std::size_t{width} * height * 4, seed);
  out.name = gl.make_texture(width, height, out.data);
  CUDASEM_ASSERT_TRUE_NAMED("gl_texture_created", out.name != 0u);
  CUDASEM_ASSERT_OK(register_gl_texture(out.resource, out.name));
}

// Maps and unmaps one resource (for cases whose claim is not the mapping itself).
class MappedResource {
 public:
  MappedResource(cudaGraphicsResource_t r, cudaStream_t s) : resource_(r), stream_(s) {
    const cudaError_t e = cudaGraphicsMapResources(1, &resource_, stream_);
    mapped_ = e == cudaSuccess;
    if (!mapped_) ADD_FAILURE() << "cudaGraphicsMapResources returned " << error_text(e);
  }
  MappedResource(const MappedResource&) = delete;
  MappedResource& operator=(const MappedResource&) = delete;
  ~MappedResource() { unmap(); }
  bool mapped() const { return mapped_; }
  void unmap() {
    if (!mapped_) return;
    mapped_ = false;
    const cudaError_t e = cudaGraphicsUnmapResources(1, &resource_, stream_);
    CUDASEM_EXPECT_OK_OF(cudaGraphicsUnmapResources, e);
  }

 private:
  cudaGraphicsResource_t resource_;
  cudaStream_t stream_;
  bool mapped_ = false;
};

// The body of the cases on an invalid subresource of a mapped GL texture: a registered 64 x 64
// GL_TEXTURE_2D (one layer, one level), mapped; cudaGraphicsSubResourceGetMappedArray of
// (`array_index`, `mip_level`) must return cudaErrorInvalidValue. ASSERTs.
inline void expect_texture_subresource_invalid_value(GlContext& gl, unsigned array_index, unsigned mip_level) {
  RegisteredGlObject object;
  ASSERT_NO_FATAL_FAILURE(register_new_gl_texture(gl, 64, 64, object));
  MappedResource mapped(object.resource, nullptr);
  CUDASEM_ASSERT_TRUE_NAMED("resource_mapped", mapped.mapped());
  cudaArray_t array = nullptr;
  CUDASEM_EXPECT_ERROR(
      cudaGraphicsSubResourceGetMappedArray(&array, object.resource, array_index, mip_level), cudaErrorInvalidValue);
}

// Copies `width` x `height` RGBA8 texels out of `array` (cudaMemcpy2DFromArray) and records how many
// bytes differ from `want` as `observation`; none may. ASSERTs.
inline void expect_array_holds(cudaArray_t array, unsigned width, unsigned height,
    const std::vector<unsigned char>& want, const char* observation) {
  std::vector<unsigned char> seen(want.size(), 0);
  CUDASEM_ASSERT_OK(cudaMemcpy2DFromArray(
      seen.data(), std::size_t{width} * 4, array, 0, 0, std::size_t{width} * 4, height, cudaMemcpyDeviceToHost));
  const std::size_t bad = mismatched_bytes(seen, want);
  CUDASEM_EXPECT_EQ_NAMED(observation, bad, 0u);
}

}  // namespace cudasem::interop
